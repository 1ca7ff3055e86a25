import type { Core, UID } from '@strapi/strapi';
import { FORMS, parseEntry, placedFields, type TypeForm } from './forms';
import { COMPONENT_TEXTS, fieldText, type FieldText } from './texts';

interface Metadata {
  edit: { label?: string; description?: string; placeholder?: string; visible?: boolean; editable?: boolean; mainField?: string };
  list: { label?: string; searchable?: boolean; sortable?: boolean };
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}
interface ContentTypesService {
  findContentType(uid: string): unknown;
  findConfiguration(contentType: unknown): Promise<Configuration>;
  updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
}
interface ComponentsService {
  findComponent(uid: string): unknown;
  findConfiguration(component: unknown): Promise<Configuration>;
  updateConfiguration(component: unknown, configuration: Configuration): Promise<unknown>;
}
interface FieldSizes {
  getFieldSize(type: string): { default: number; isResizable: boolean };
}
type Attributes = Record<string, { type: string; visible?: boolean }>;

/** "viewCount" → "View count": the English label of a field no table names (one added after this table). */
const humanize = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** English label and help text of a field, as written into the configuration (the admin translates them). */
function english(text: FieldText | undefined, field: string) {
  return { label: text?.label[0] ?? humanize(field), description: text?.hint?.[0] ?? '' };
}

/**
 * The edit layout: the groups' rows in order, each field sized as its row asks (fields without a size share the
 * row; full-width kinds such as markdown always take the row), then any field the groups do not name.
 */
function editRows(uid: string, form: TypeForm, attributes: Attributes, sizes: FieldSizes) {
  const size = (name: string, share: number) => {
    const fixed = sizes.getFieldSize(attributes[name].type);
    return fixed.isResizable ? share : fixed.default;
  };
  const rows = Object.values(form.groups).flatMap((groupRows) =>
    (groupRows ?? []).map((row) => {
      const fields = row.map(parseEntry).filter((f) => attributes[f.name]);
      return fields.map((f) => ({ name: f.name, size: size(f.name, f.size ?? Math.floor(12 / fields.length)) }));
    }),
  );
  const placed = new Set(placedFields(form));
  const rest = Object.keys(attributes).filter((name) => !placed.has(name) && !form.hidden?.includes(name) && shown(name, attributes));
  return [...rows, ...rest.map((name) => [{ name, size: size(name, 12) }])].filter((row) => row.length > 0);
}

/** Whether the Content Manager can show the field at all (not a timestamp, publication or creator field). */
function shown(name: string, attributes: Attributes) {
  return (
    attributes[name].visible !== false &&
    !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name)
  );
}

/** The type's configuration with the table's forms applied over what Strapi synced from the schema. */
function formConfiguration(uid: string, form: TypeForm, current: Configuration, attributes: Attributes, sizes: FieldSizes): Configuration {
  const metadatas = Object.fromEntries(
    Object.entries(current.metadatas).map(([field, meta]) => {
      if (!attributes[field]) return [field, meta];
      const { label, description } = english(fieldText(uid, field), field);
      const hidden = form.hidden?.includes(field) ?? false;
      const edit = {
        ...meta.edit,
        label,
        description,
        visible: !hidden && shown(field, attributes),
        editable: !form.readOnly?.includes(field),
        ...(form.relationNames?.[field] ? { mainField: form.relationNames[field] } : {}),
      };
      return [field, { edit, list: { ...meta.list, label } }];
    }),
  );
  const [sortBy, sortOrder] = form.sort ?? [form.mainField, 'ASC'];
  return {
    settings: { ...current.settings, mainField: form.mainField, defaultSortBy: sortBy, defaultSortOrder: sortOrder, pageSize: 20 },
    metadatas,
    layouts: {
      list: form.list.filter((name) => name === 'id' || attributes[name] || ['createdAt', 'updatedAt'].includes(name)),
      edit: editRows(uid, form, attributes, sizes),
    },
  };
}

/**
 * Writes the editors' forms (forms.ts, texts.ts) into the Content Manager's configuration of every type, at every
 * start: every environment shows the same forms, and a change made in the panel's "Configure the view" is put back
 * (the forms are code). Strapi writes only what differs, so an unchanged start writes nothing.
 */
export async function applyEditorForms(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const sizes = strapi.plugin('content-manager').service('field-sizes') as FieldSizes;
  for (const [uid, form] of Object.entries(FORMS)) {
    const model = strapi.contentTypes[uid as UID.ContentType];
    if (!model) throw new Error(`editor forms: no content type ${uid}`);
    const contentType = contentTypes.findContentType(uid);
    const current = await contentTypes.findConfiguration(contentType);
    await contentTypes.updateConfiguration(contentType, formConfiguration(uid, form, current, model.attributes as Attributes, sizes));
  }
  await applyComponentTexts(strapi);
}

/**
 * The parts' (components') field labels and help texts: the Content Manager keeps them per part, shown inside every
 * type that uses the part. The layout Strapi synced from the schema is kept (a part's fields are few and in order).
 */
async function applyComponentTexts(strapi: Core.Strapi) {
  const components = strapi.plugin('content-manager').service('components') as ComponentsService;
  for (const [uid, texts] of Object.entries(COMPONENT_TEXTS)) {
    const component = components.findComponent(uid);
    if (!component) throw new Error(`editor forms: no component ${uid}`);
    const current = await components.findConfiguration(component);
    const metadatas = Object.fromEntries(
      Object.entries(current.metadatas).map(([field, meta]) => {
        if (!texts[field]) return [field, meta];
        const { label, description } = english(texts[field], field);
        return [field, { edit: { ...meta.edit, label, description }, list: { ...meta.list, label } }];
      }),
    );
    await components.updateConfiguration(component, { settings: current.settings, metadatas, layouts: current.layouts });
  }
}
