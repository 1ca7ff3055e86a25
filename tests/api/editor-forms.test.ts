/**
 * The editors' forms (docs/editors.md#the-forms), as the admin panel reads them from a real Strapi: for every
 * content type the edit view shows the table's fields in the table's order with the table's labels, kept fields
 * are read-only or absent, relations are named by a field, and the list view has the table's columns. The
 * labels in the four admin languages are checked in tests/unit/editor-forms.test.ts and, in the panel itself, in
 * tests/e2e/editor-forms.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORMS, parseEntry, placedFields } from '../../cms/src/editor-forms/forms';
import { COMPONENT_TEXTS, fieldText } from '../../cms/src/editor-forms/texts';
import { adminSession, type AdminFetch } from '../support/admin-api';

interface Configuration {
  settings: { mainField: string; defaultSortBy: string };
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
  metadatas: Record<string, { edit: { label: string; description: string; editable: boolean; visible: boolean; mainField?: string } }>;
}

let admin: AdminFetch;
const configurations = new Map<string, Configuration>();
/** The parts' (components') configurations each type's edit view gets with it, by type. */
const parts = new Map<string, Record<string, Configuration>>();

/** The schema's own attributes of a type, read from its schema.json. */
function attributesOf(uid: string): Record<string, { type: string; component?: string }> {
  const [, api, type] = /^api::([^.]+)\.(.+)$/.exec(uid)!;
  const file = path.join('cms/src/api', api, 'content-types', type, 'schema.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).attributes;
}

/** The fields of a type its form neither places nor hides, in schema order (shown last, one row each). */
function unplaced(uid: string) {
  const named = new Set([...placedFields(FORMS[uid]), ...(FORMS[uid].hidden ?? [])]);
  return Object.keys(attributesOf(uid)).filter((field) => !named.has(field));
}

beforeAll(async () => {
  admin = await adminSession();
  for (const uid of Object.keys(FORMS)) {
    const res = await admin('GET', `/content-manager/content-types/${uid}/configuration`);
    expect(res.status, uid).toBe(200);
    configurations.set(uid, res.body.data.contentType);
    parts.set(uid, res.body.data.components);
  }
});

describe('every content type has an editor form', () => {
  it('the table names every type of cms/src/api; every field has a place or shared words', () => {
    const types = fs
      .readdirSync('cms/src/api')
      .flatMap((api) =>
        fs.existsSync(`cms/src/api/${api}/content-types`)
          ? fs.readdirSync(`cms/src/api/${api}/content-types`).map((t) => `api::${api}.${t}`)
          : [],
      );
    expect(Object.keys(FORMS).sort()).toEqual(types.sort());
    // A field without a place (added to a type later) is shown in a last panel, so it needs its words at least.
    for (const uid of Object.keys(FORMS))
      expect(
        unplaced(uid).filter((field) => !fieldText(uid, field)),
        uid,
      ).toEqual([]);
  });

  it.each(Object.keys(FORMS))('%s: the edit view has the groups in order, labels and help texts', (uid) => {
    const form = FORMS[uid];
    const config = configurations.get(uid)!;
    const shown = config.layouts.edit.flat().map((field) => field.name);
    expect(shown).toEqual([...placedFields(form), ...unplaced(uid)]);
    for (const hidden of form.hidden ?? []) expect(config.metadatas[hidden].edit.visible, `${uid}.${hidden}`).toBe(false);
    for (const field of shown) {
      const meta = config.metadatas[field].edit;
      const text = fieldText(uid, field);
      expect(text, `${uid}.${field} has words`).toBeDefined();
      expect(meta.label).toBe(text!.label[0]);
      expect(meta.description).toBe(text!.hint?.[0] ?? '');
      expect(meta.editable, `${uid}.${field} editable`).toBe(!form.readOnly?.includes(field));
    }
    // Rows as the table has them: each within the 12 columns of a row.
    for (const row of config.layouts.edit) expect(row.reduce((sum, field) => sum + field.size, 0)).toBeLessThanOrEqual(12);
    expect(config.layouts.edit).toHaveLength(Object.values(form.groups).flat().length + unplaced(uid).length);
    expect(config.settings.mainField).toBe(form.mainField);
    for (const [field, target] of Object.entries(form.relationNames ?? {})) expect(config.metadatas[field].edit.mainField).toBe(target);
    expect(config.layouts.list).toEqual(form.list);
  });

  it.each(Object.keys(FORMS).filter((uid) => Object.values(attributesOf(uid)).some((a) => a.type === 'component')))(
    "%s: the parts' fields inside the edit view have their labels and help texts",
    (uid) => {
      // The type's own parts, and the parts inside them (a film's captions).
      const own = Object.values(attributesOf(uid)).flatMap((a) => (a.component ? [a.component] : []));
      for (const component of new Set([...own, ...Object.keys(parts.get(uid)!)])) {
        const config = parts.get(uid)![component];
        expect(config, `${uid} gets ${component}`).toBeDefined();
        const fields = config.layouts.edit.flat().map((field) => field.name);
        expect(fields.sort()).toEqual(Object.keys(COMPONENT_TEXTS[component]).sort());
        for (const field of fields) {
          const text = COMPONENT_TEXTS[component][field];
          expect(config.metadatas[field].edit.label, `${component}.${field}`).toBe(text.label[0]);
          expect(config.metadatas[field].edit.description, `${component}.${field}`).toBe(text.hint?.[0] ?? '');
        }
      }
    },
  );

  it('the product form: the system-kept fields are read-only or absent, phone texts are labelled as optional', () => {
    const config = configurations.get('api::product.product')!;
    const shown = config.layouts.edit.flat().map((field) => field.name);
    expect(shown).not.toContain('pkCh');
    expect(config.metadatas.pk.edit.editable).toBe(false);
    expect(config.metadatas.viewCount.edit.editable).toBe(false);
    expect(config.metadatas.overviewPc.edit.label).toBe('Overview');
    expect(config.metadatas.overviewMobile.edit.label).toBe('Overview on phones (optional)');
    // The phone version sits right after its main text.
    expect(shown.indexOf('overviewMobile')).toBe(shown.indexOf('overviewPc') + 1);
    expect(shown.slice(0, 2)).toEqual(['model', 'description']);
    expect(config.layouts.list[0]).toBe('mainImage');
    expect(parseEntry('pk:4')).toEqual({ name: 'pk', size: 4 });
  });
});
