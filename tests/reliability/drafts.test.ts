/**
 * Issue 14 item 9, "unpublished drafts readable by guests" (RELIABILITY.md part 8): the Public role reads legal texts
 * and showroom stations through Strapi's REST routes (the site build does); `?status=draft` must not show drafts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession } from '../support/admin-api';

const base = () => inject('baseUrl');
const marker = `Draft ${Date.now().toString(36)}`;
const CM = '/content-manager/collection-types';

/** A guest's GET: the status and the raw text of the answer. */
async function guest(url: string) {
  const res = await fetch(`${base()}${url}`);
  return { status: res.status, text: await res.text() };
}

const TYPES = [
  { uid: 'api::legal-text.legal-text', rest: '/api/legal-texts', draft: { kind: 'TERMS', title: marker, body: `${marker} body` } },
  { uid: 'api::showroom-station.showroom-station', rest: '/api/showroom-stations', draft: { station: 'mTo', title: marker } },
];

let admin: Awaited<ReturnType<typeof adminSession>>;
const created: { uid: string; rest: string; documentId: string; published: { documentId: string; title: string } }[] = [];

beforeAll(async () => {
  admin = await adminSession();
  for (const type of TYPES) {
    // A new document saved as a draft only, and a new draft of a published one (its published title unchanged).
    const draft = await admin('POST', `${CM}/${type.uid}?locale=en`, type.draft);
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const list = await admin('GET', `${CM}/${type.uid}?locale=en&pageSize=10&status=published`);
    const published = list.body.results.find((d: { title?: string }) => d.title);
    expect(published, `a published ${type.uid}`).toBeTruthy();
    const edited = await admin('PUT', `${CM}/${type.uid}/${published.documentId}?locale=en`, { title: `${marker} edit` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    created.push({ uid: type.uid, rest: type.rest, documentId: draft.body.data.documentId, published });
  }
});

afterAll(async () => {
  for (const c of created) {
    await admin('DELETE', `${CM}/${c.uid}/${c.documentId}?locale=en`);
    await admin('POST', `${CM}/${c.uid}/${c.published.documentId}/actions/discard?locale=en`);
  }
});

describe('issue 14 item 9: unpublished drafts readable by guests', () => {
  it('guests get published content only from the REST routes, whatever ?status= says', async () => {
    for (const c of created) {
      for (const query of ['', '&status=draft', '&status=published', '&status[0]=draft', '&publicationState=preview']) {
        const list = await guest(`${c.rest}?locale=en&pagination[pageSize]=100${query}`);
        expect(list.status, `${c.rest} ${query}`).toBe(200);
        expect(list.text.includes(marker), `${c.rest}${query} shows a draft`).toBe(false);
        // The published version is still there, under its published title.
        expect(list.text.includes(JSON.stringify(c.published.title)), `${c.rest}${query} lost the published text`).toBe(true);
      }
      const draftOnly = await guest(`${c.rest}/${c.documentId}?locale=en&status=draft`);
      expect(draftOnly.status, `${c.rest}/:id?status=draft`).toBe(404);
      expect(draftOnly.text.includes(marker)).toBe(false);
      const edited = await guest(`${c.rest}/${c.published.documentId}?locale=en&status=draft`);
      expect(edited.status).toBe(200);
      expect(edited.text.includes(marker), `${c.rest}/:id?status=draft shows the draft edit`).toBe(false);
    }
  });
});
