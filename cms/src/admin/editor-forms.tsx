/**
 * The admin half of the editors' forms (docs/editors.md#the-forms): the labels and help texts in the staff member's
 * admin language, and the edit view split into one panel per group (text, pictures, placement, visibility,
 * schedule, kept by the portal). The server half writes the English and the layout (cms/src/editor-forms/apply.ts).
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FORMS, parseEntry } from '../editor-forms/forms';
import {
  ADMIN_LOCALES,
  COMPONENT_TEXTS,
  MEDIA_TEXTS,
  SHARED_TEXTS,
  TYPE_NAMES,
  TYPE_TEXTS,
  componentLabelId,
  fieldText,
  hintId,
  labelId,
  type FieldText,
  type Text,
} from '../editor-forms/texts';

/** The i18n plugin's globe beside each per-language field said "This value is unique for the selected locale". */
const PER_LANGUAGE: Text = ['Written per language', '언어별로 작성', '按语言分别填写', '言語ごとに入力'];

/** Every label and help text in one admin locale, under the ids the Content Manager and the hook look up. */
function messagesFor(index: number): Record<string, string> {
  const messages: Record<string, string> = { 'i18n.Field.localized': PER_LANGUAGE[index] };
  for (const [displayName, name] of Object.entries(TYPE_NAMES)) messages[displayName] = name[index];
  for (const [id, text] of Object.entries(MEDIA_TEXTS)) messages[id] = text[index];
  for (const uid of Object.keys(FORMS)) {
    const fields = new Set([...Object.keys(TYPE_TEXTS[uid] ?? {}), ...Object.keys(SHARED_TEXTS)]);
    for (const field of fields) {
      const text = fieldText(uid, field)!;
      messages[labelId(uid, field)] = text.label[index];
      if (text.hint) messages[hintId(uid, field)] = text.hint[index];
    }
  }
  for (const [component, texts] of Object.entries(COMPONENT_TEXTS)) {
    for (const [field, text] of Object.entries(texts)) {
      messages[componentLabelId(component, field)] = text.label[index];
      if (text.hint) messages[hintId(component, field)] = text.hint[index];
    }
  }
  return messages;
}

/** The admin's `config.translations`: the four languages' form texts. */
export const formTranslations = Object.fromEntries(ADMIN_LOCALES.map((locale, index) => [locale, messagesFor(index)]));

interface Field {
  name: string;
  hint?: ReactNode;
  [key: string]: unknown;
}
type Panel = Field[][];
interface EditLayout {
  layout: Panel[];
  /** The parts' (components') layouts, by part. */
  components?: Record<string, { layout: Field[][]; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** A field with its English help text swapped for the translated one (the ids of messagesFor). */
const translatedHint = (owner: string, field: Field, text: FieldText | undefined): Field =>
  text?.hint && typeof field.hint === 'string'
    ? { ...field, hint: <FormattedMessage id={hintId(owner, field.name)} defaultMessage={field.hint} /> }
    : field;

/** The parts' layouts with their help texts translated (their labels the Content Manager translates itself). */
function translatedComponents(components: EditLayout['components']): EditLayout['components'] {
  if (!components) return components;
  return Object.fromEntries(
    Object.entries(components).map(([uid, component]) => [
      uid,
      {
        ...component,
        layout: component.layout.map((row) => row.map((field) => translatedHint(uid, field, COMPONENT_TEXTS[uid]?.[field.name]))),
      },
    ]),
  );
}

/** Each field's group, per type. */
const GROUP_OF: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(FORMS).map(([uid, form]) => [
    uid,
    new Map(Object.entries(form.groups).flatMap(([group, rows]) => (rows ?? []).flat().map((entry) => [parseEntry(entry).name, group]))),
  ]),
);

/**
 * The type a layout shows (the hook is not told): the one all of whose placed fields it has, the most specific one
 * when several fit.
 */
function typeOf(names: string[]): string | undefined {
  const present = new Set(names);
  let best: { uid: string; size: number } | undefined;
  for (const [uid, groups] of Object.entries(GROUP_OF)) {
    if (![...groups.keys()].every((name) => present.has(name))) continue;
    if (!best || groups.size > best.size) best = { uid, size: groups.size };
  }
  return best?.uid;
}

/** The edit view's hook: one panel per group, help texts translated. A layout of no known type is left as it is. */
export function groupEditView({ layout, query }: { layout: EditLayout; query: unknown }) {
  const rows = layout.layout.flat();
  const uid = typeOf(rows.flat().map((field) => field.name));
  if (!uid) return { layout, query };
  const groups = GROUP_OF[uid];
  const panels: Panel[] = [];
  let current: string | undefined;
  for (const row of rows) {
    const group = groups.get(row[0]?.name) ?? 'other';
    if (group !== current || panels.length === 0) panels.push([]);
    current = group;
    panels[panels.length - 1].push(row.map((field) => translatedHint(uid, field, fieldText(uid, field.name))));
  }
  return { layout: { ...layout, layout: panels, components: translatedComponents(layout.components) }, query };
}
