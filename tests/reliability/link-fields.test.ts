/**
 * Issue 26 item 5 (SECURITY.md, "Link fields"): a Content Manager save that puts a `javascript:` or `data:` target
 * into a URL field (banner PC and mobile links, banner film, press-kit target, and every other URL field) is refused
 * with a 400 whose message names the field, and nothing is written. The site's render filter is a unit test
 * (tests/unit/link-fields.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, type AdminFetch } from '../support/admin-api';

const BAD = ['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'java\tscript&#58;alert(1)'];
const cm = (uid: string) => `/content-manager/collection-types/${uid}`;

let admin: AdminFetch;
beforeAll(async () => {
  admin = await adminSession();
});

/** The first English document of a type in the Content Manager, with its fields. */
async function firstDocument(uid: string): Promise<Record<string, any>> {
  const list = await admin('GET', `${cm(uid)}?page=1&pageSize=1&locale=en`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const documentId = list.body.results[0]?.documentId;
  expect(documentId, `a seeded ${uid}`).toBeTruthy();
  const doc = await admin('GET', `${cm(uid)}/${documentId}?locale=en`);
  return doc.body.data;
}

describe('issue 26 item 5: URL fields refuse script and data targets on save', () => {
  for (const [uid, fields] of [
    ['api::key-visual.key-visual', ['linkPcUrl', 'linkMobUrl', 'movUrl']],
    ['api::press-kit-link.press-kit-link', ['url']],
    ['api::exhibition.exhibition', ['movUrl']],
  ] as const)
    it(`item 5: ${uid.split('.')[1]} ${fields.join(', ')}`, async () => {
      const doc = await firstDocument(uid);
      for (const field of fields)
        for (const bad of BAD) {
          const reply = await admin('PUT', `${cm(uid)}/${doc.documentId}?locale=en`, { [field]: bad });
          expect(reply.status, `${field} = ${bad}: ${JSON.stringify(reply.body)}`).toBe(400);
          expect(reply.body.error.name).toBe('ValidationError');
          expect(reply.body.error.message).toContain(`${field}: this link is refused`);
          expect(reply.body.error.details.errors.map((e: { path: string[] }) => e.path)).toEqual([[field]]);
        }
      // Nothing was written, and a web or site target still saves.
      const after = await firstDocument(uid);
      for (const field of fields) expect(after[field]).toBe(doc[field]);
      const ok = await admin('PUT', `${cm(uid)}/${doc.documentId}?locale=en`, { [fields[0]]: doc[fields[0]] ?? 'https://example.com/' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    });

  it('item 5: a new banner with a javascript: link is not created', async () => {
    const before = (await admin('GET', `${cm('api::key-visual.key-visual')}?page=1&pageSize=1&locale=en`)).body.pagination.total;
    const reply = await admin('POST', `${cm('api::key-visual.key-visual')}?locale=en`, {
      title: 'Injected',
      linkPcUrl: 'https://example.com/',
      linkMobUrl: 'javascript:alert(1)',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body.error.message).toContain('linkMobUrl');
    const after = (await admin('GET', `${cm('api::key-visual.key-visual')}?page=1&pageSize=1&locale=en`)).body.pagination.total;
    expect(after).toBe(before);
  });
});
