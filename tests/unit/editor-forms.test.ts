/**
 * The editors' forms in the four admin languages (docs/editors.md#the-forms): every field an edit view shows has
 * its label and help text in en, ko, zh-Hans and ja under the ids the Content Manager looks up, and the edit view's
 * hook splits a form into one panel per group. The configuration Strapi serves is checked in
 * tests/api/editor-forms.test.ts, the panel itself in tests/e2e/editor-forms.test.ts.
 */
import fs from 'node:fs';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { formTranslations, groupEditView } from '../../cms/src/admin/editor-forms';
import { FORMS, parseEntry, placedFields } from '../../cms/src/editor-forms/forms';
import { ADMIN_LOCALES, COMPONENT_TEXTS, TYPE_NAMES, componentLabelId, fieldText, hintId, labelId } from '../../cms/src/editor-forms/texts';

describe('labels and help texts in the four admin languages', () => {
  it.each(Object.keys(FORMS))('%s', (uid) => {
    for (const field of placedFields(FORMS[uid])) {
      const text = fieldText(uid, field);
      expect(text, `${uid}.${field}`).toBeDefined();
      ADMIN_LOCALES.forEach((locale, index) => {
        const label = formTranslations[locale][labelId(uid, field)];
        expect(label, `${locale} ${uid}.${field}`).toBe(text!.label[index]);
        expect(label.trim().length).toBeGreaterThan(0);
        if (locale !== 'en') expect(label, `${locale} ${uid}.${field} is translated`).not.toBe(text!.label[0]);
        if (text!.hint) expect(formTranslations[locale][hintId(uid, field)], `${locale} hint ${uid}.${field}`).toBe(text!.hint[index]);
      });
    }
  });

  /** The parts (components) of cms/src/components, with their fields. */
  const parts = fs.readdirSync('cms/src/components').flatMap((category) =>
    fs.readdirSync(`cms/src/components/${category}`).map((file) => {
      const schema = JSON.parse(fs.readFileSync(`cms/src/components/${category}/${file}`, 'utf8')) as { attributes: object };
      return [`${category}.${file.replace(/\.json$/, '')}`, Object.keys(schema.attributes)] as const;
    }),
  );

  it.each(parts)('the part %s: every field has its label (and help text) in the four languages', (uid, fields) => {
    expect(Object.keys(COMPONENT_TEXTS[uid] ?? {}).sort(), uid).toEqual([...fields].sort());
    for (const field of fields) {
      const text = COMPONENT_TEXTS[uid][field];
      ADMIN_LOCALES.forEach((locale, index) => {
        const label = formTranslations[locale][componentLabelId(uid, field)];
        expect(label, `${locale} ${uid}.${field}`).toBe(text.label[index]);
        if (locale !== 'en') expect(label, `${locale} ${uid}.${field} is translated`).not.toBe(text.label[0]);
        if (text.hint) expect(formTranslations[locale][hintId(uid, field)], `${locale} hint ${uid}.${field}`).toBe(text.hint[index]);
      });
    }
  });

  it('every type has its name in the four languages (the menu translates by the display name)', () => {
    const names = fs
      .readdirSync('cms/src/api')
      .flatMap((api) =>
        fs.existsSync(`cms/src/api/${api}/content-types`) ? fs.readdirSync(`cms/src/api/${api}/content-types`).map((t) => [api, t]) : [],
      )
      .map(
        ([api, t]) => JSON.parse(fs.readFileSync(`cms/src/api/${api}/content-types/${t}/schema.json`, 'utf8')).info.displayName as string,
      );
    for (const name of names) {
      expect(TYPE_NAMES[name], name).toBeDefined();
      for (const locale of ['ko', 'zh-Hans', 'ja'] as const) expect(formTranslations[locale][name], `${locale} ${name}`).not.toBe(name);
    }
  });

  it('the per-language marker reads as what it means, in every language', () => {
    const marker = ADMIN_LOCALES.map((locale) => formTranslations[locale]['i18n.Field.localized']);
    expect(marker[0]).toBe('Written per language');
    expect(new Set(marker).size).toBe(4);
  });

  it('the phone versions say they are optional and fall back to the main text', () => {
    for (const [uid, field] of [
      ['api::product.product', 'overviewMobile'],
      ['api::product.product', 'featuresMobile'],
      ['api::media-news.media-news', 'contentMob'],
    ]) {
      expect(formTranslations.en[labelId(uid, field)]).toMatch(/on phones \(optional\)$/);
      expect(formTranslations.ko[labelId(uid, field)]).toMatch(/\(선택\)$/);
      expect(formTranslations.en[hintId(uid, field)]).toMatch(/phones show the main text/);
    }
  });
});

describe('the edit view hook', () => {
  const productLayout = () => {
    const rows = Object.values(FORMS['api::product.product'].groups)
      .flat()
      .map((row) =>
        row!.map((entry) => ({
          name: parseEntry(entry).name,
          hint: fieldText('api::product.product', parseEntry(entry).name)?.hint?.[0] ?? '',
        })),
      );
    return { layout: [rows], components: {} };
  };

  it('splits the product form into one panel per group and translates the help texts', () => {
    const { layout } = groupEditView({ layout: productLayout(), query: {} });
    const panels = layout.layout.map((panel) => panel.flat().map((f) => f.name));
    expect(panels).toEqual(Object.values(FORMS['api::product.product'].groups).map((rows) => rows!.flat().map((e) => parseEntry(e).name)));
    const phone = layout.layout.flat(2).find((f) => f.name === 'overviewMobile')!;
    expect(isValidElement(phone.hint)).toBe(true);
    expect((phone.hint as { props: { id: string } }).props.id).toBe(hintId('api::product.product', 'overviewMobile'));
  });

  it('a field added later (not in the table) gets a panel of its own at the end', () => {
    const base = productLayout();
    base.layout[0].push([{ name: 'addedLater', hint: '' }]);
    const { layout } = groupEditView({ layout: base, query: {} });
    expect(
      layout.layout
        .at(-1)!
        .flat()
        .map((f) => f.name),
    ).toEqual(['addedLater']);
  });

  it("translates the help texts inside a part (the search and share part's fields)", () => {
    const base = {
      ...productLayout(),
      components: {
        'shared.seo': {
          layout: [[{ name: 'metaTitle', hint: COMPONENT_TEXTS['shared.seo'].metaTitle.hint![0] }], [{ name: 'unknownField', hint: 'x' }]],
          settings: {},
        },
      },
    };
    const { layout } = groupEditView({ layout: base, query: {} });
    const [[title], [unknown]] = layout.components!['shared.seo'].layout;
    expect(isValidElement(title.hint)).toBe(true);
    expect((title.hint as { props: { id: string } }).props.id).toBe(hintId('shared.seo', 'metaTitle'));
    // A field the table has no words for keeps what the configuration says.
    expect(unknown.hint).toBe('x');
  });

  it('a layout of no known type is left as it is', () => {
    const unknown = { layout: [[[{ name: 'somethingElse', hint: 'x' }]]] };
    expect(groupEditView({ layout: unknown, query: {} }).layout).toBe(unknown);
  });
});
