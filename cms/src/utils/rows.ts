// Rows typed from the schema. `strapi.db.query(uid)` returns `any`; `rows(strapi, uid)` is the same query layer with
// its reads typed from Strapi's generated typings (cms/types/generated, `npm run cms:types` after a schema change):
// the attribute names of `select`, `populate` and `data` are checked, and a read's row has the selected columns and
// the populated relations and components (docs/architecture.md#rows-typed-from-the-schema).
import type { Core, Data as StrapiData, Schema, UID } from '@strapi/strapi';

type Attrs<U extends UID.Schema> = Schema.Attributes<U>;
type Names<U extends UID.Schema> = Schema.AttributeNames<U>;
type Scalars<U extends UID.Schema> = Schema.NonPopulatableAttributeNames<U>;
type Populatable<U extends UID.Schema> = Schema.PopulatableAttributeNames<U>;

/**
 * Whether a column is never null: a timestamp Strapi writes, the stable `pk` (every document gets one on create,
 * cms/src/bootstrap/stable-pk.ts), a column with a default (the query layer writes it on create), or a required one
 * on a type without drafts or read as published (Strapi does not enforce `required` on a draft).
 */
type NeverNull<U extends UID.Schema, K extends Names<U>, Published> = K extends 'createdAt' | 'updatedAt' | 'pk'
  ? true
  : Attrs<U>[K] extends { default: unknown }
    ? true
    : Attrs<U>[K] extends Schema.Attribute.Required
      ? Schema.Schema<U> extends { options: { draftAndPublish: true } }
        ? Published
        : true
      : false;

/** A column as the query layer reads it: the database layer hands dates and times back as ISO strings. */
type ColumnValue<A> = A extends { type: 'datetime' | 'date' | 'time' | 'timestamp' }
  ? string
  : A extends Schema.Attribute.AnyAttribute
    ? Schema.Attribute.Value<A>
    : never;

type Column<U extends UID.Schema, K extends Names<U>, Published = false> =
  ColumnValue<Attrs<U>[K]> | (NeverNull<U, K, Published> extends true ? never : null);

/** The schema a populatable attribute points at (a relation's target, a component, the upload plugin's file). */
type TargetOf<A> = A extends { type: 'relation'; target: infer T extends UID.ContentType }
  ? T
  : A extends { type: 'component'; component: infer C extends UID.Component }
    ? C
    : A extends { type: 'media' }
      ? 'plugin::upload.file'
      : never;
type IsMany<A> = A extends { relation: `${string}Many` }
  ? true
  : A extends { type: 'component'; repeatable?: true }
    ? true
    : A extends { type: 'media'; multiple?: true }
      ? true
      : A extends { type: 'dynamiczone' }
        ? true
        : false;

/** The `id` and `documentId` a row of a content type carries besides its attributes (a component has an `id`). */
type Keys<U extends UID.Schema> = U extends UID.ContentType ? 'id' | 'documentId' : 'id';
type KeyValues<U extends UID.Schema> = U extends UID.ContentType ? { id: number; documentId: string } : { id: number };

/** The populate clause of a read: `true` (one level), an attribute list, or per attribute a nested read. */
type Populate<U extends UID.Schema> =
  true | '*' | readonly Populatable<U>[] | { [K in Populatable<U>]?: true | NestedRead<TargetOf<Attrs<U>[K]>> };
interface NestedRead<U extends UID.Schema> {
  select?: readonly (Names<U> | Keys<U>)[];
  populate?: Populate<U>;
  where?: Record<string, unknown>;
  orderBy?: unknown;
  limit?: number;
}

/** The columns a read returns: the selected ones, or all of them. */
type SelectedColumns<U extends UID.Schema, P> = P extends { select: readonly (infer S)[] } ? Extract<S, Scalars<U>> : Scalars<U>;
/** The keys a read returns: with a `select`, the selected ones, and the id when it populates (Strapi adds it then). */
type SelectedKeys<U extends UID.Schema, P> = P extends { select: readonly (infer S)[] }
  ? Pick<KeyValues<U>, Extract<S | (P extends { populate: unknown } ? 'id' : never), keyof KeyValues<U>>>
  : KeyValues<U>;

/** The attributes a read populates, each with its nested read. */
type PopulatedNames<U extends UID.Schema, P> = P extends { populate: infer Q }
  ? Q extends true | '*'
    ? Populatable<U>
    : Q extends readonly (infer N)[]
      ? Extract<N, Populatable<U>>
      : Extract<keyof Q, Populatable<U>>
  : never;
type NestedOf<P, K> = P extends { populate: infer Q }
  ? Q extends Record<string, unknown>
    ? K extends keyof Q
      ? Q[K]
      : never
    : never
  : never;

type Populated<U extends UID.Schema, K extends Populatable<U>, N> =
  TargetOf<Attrs<U>[K]> extends infer T extends UID.Schema
    ? [T] extends [never]
      ? unknown // a dynamic zone or a polymorphic relation: not typed here
      : IsMany<Attrs<U>[K]> extends true
        ? Row<T, N extends object ? N : object>[]
        : Row<T, N extends object ? N : object> | null
    : never;

/**
 * A row of schema `U` as a read with params `P` returns it: its keys, the selected columns (null unless the column
 * can never be null) and the populated attributes (a list for a to-many relation, else the row or null).
 */
export type Row<U extends UID.Schema, P extends object = object> = SelectedKeys<U, P> & {
  [K in SelectedColumns<U, P>]: Column<U, K, P extends { status: 'published' } ? true : false>;
} & { [K in PopulatedNames<U, P>]: Populated<U, K, NestedOf<P, K>> };

/** The params of a read. */
interface Read<U extends UID.Schema> {
  select?: readonly (Names<U> | Keys<U>)[];
  populate?: Populate<U>;
  where?: Record<string, unknown>;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
}

/** A write's data: only the type's attribute names (their values are the query layer's: ids for relations). */
type Data<U extends UID.Schema> = { [K in Names<U>]?: unknown };

interface Write<U extends UID.Schema> extends Read<U> {
  data: Data<U>;
}

/** The query layer of one content type, typed from its schema. */
export interface Rows<U extends UID.ContentType> {
  findOne<P extends Read<U>>(params?: P): Promise<Row<U, P> | null>;
  findMany<P extends Read<U>>(params?: P): Promise<Row<U, P>[]>;
  findPage<P extends Read<U> & { page: number; pageSize: number }>(
    params: P,
  ): Promise<{ results: Row<U, P>[]; pagination: { page: number; pageSize: number; pageCount: number; total: number } }>;
  count(params?: Pick<Read<U>, 'where'>): Promise<number>;
  create<P extends Write<U>>(params: P): Promise<Row<U, P>>;
  createMany(params: { data: Data<U>[] }): Promise<{ count: number; ids: StrapiData.ID[] }>;
  update<P extends Write<U>>(params: P): Promise<Row<U, P> | null>;
  updateMany(params: { where?: Record<string, unknown>; data: Data<U> }): Promise<{ count: number }>;
  delete<P extends Read<U>>(params: P): Promise<Row<U, P> | null>;
  deleteMany(params?: Pick<Read<U>, 'where'>): Promise<{ count: number }>;
}

/** `strapi.db.query(uid)` with its rows typed from the schema (the same object; only its type differs). */
export const rows = <U extends UID.ContentType>(strapi: Core.Strapi, uid: U): Rows<U> => strapi.db.query(uid);

/**
 * A Document Service read's params: `fields` where the query layer says `select`, at every populate level. Used
 * where the Document Service serves and the query layer does not: locales, draft and published versions, components
 * written with their owner, passwords hashed on write.
 */
export interface DocumentRead<U extends UID.Schema> {
  /** The columns, and a content type's `documentId` (a populated row has its `id` anyway). */
  fields?: readonly (Names<U> | Exclude<Keys<U>, 'id'>)[];
  populate?: DocumentPopulate<U>;
  filters?: Record<string, unknown>;
  sort?: string | readonly string[];
  limit?: number;
  start?: number;
}
type DocumentPopulate<U extends UID.Schema> =
  true | '*' | readonly Populatable<U>[] | { [K in Populatable<U>]?: true | DocumentRead<TargetOf<Attrs<U>[K]>> };
interface DocumentParams<U extends UID.Schema> extends DocumentRead<U> {
  locale?: string;
  status?: 'draft' | 'published';
}

/**
 * A Document Service read's params as the query layer's, so that one `Row` types the rows of both. A published read
 * keeps its `status` at every populate level (its required columns are set): a published version's relations point
 * at the published versions of the related documents (Strapi links draft to draft and published to published), and
 * components and uploads have no drafts.
 */
type AsQuery<P, S = P extends { status: 'published' } ? { status: 'published' } : object> = (P extends { fields: infer F }
  ? { select: F }
  : object) &
  S &
  (P extends { populate: infer Q }
    ? { populate: Q extends true | '*' | readonly unknown[] ? Q : { [K in keyof Q]: Q[K] extends object ? AsQuery<Q[K], S> : Q[K] } }
    : object);

/** A document as the Document Service returns it: always with its `id` and `documentId`. */
export type DocumentRow<U extends UID.ContentType, P extends object = object> = Row<U, AsQuery<P>> & KeyValues<U>;
/** A component as a Document Service read populating it with params `P` returns it (the `seo` part of a document). */
export type DocumentPart<U extends UID.Component, P extends object = object> = Row<U, AsQuery<P>>;

/** The Document Service of one content type, with its documents typed from the schema. */
export interface Documents<U extends UID.ContentType> {
  findMany<P extends DocumentParams<U>>(params?: P): Promise<DocumentRow<U, P>[]>;
  findFirst<P extends DocumentParams<U>>(params?: P): Promise<DocumentRow<U, P> | null>;
  findOne<P extends DocumentParams<U> & { documentId: string }>(params: P): Promise<DocumentRow<U, P> | null>;
  count(params?: Pick<DocumentParams<U>, 'locale' | 'status' | 'filters'>): Promise<number>;
  create<P extends DocumentParams<U> & { data: Data<U> }>(params: P): Promise<DocumentRow<U, P>>;
  update<P extends DocumentParams<U> & { documentId: string; data: Data<U> }>(params: P): Promise<DocumentRow<U, P> | null>;
  delete(params: { documentId: string; locale?: string }): Promise<unknown>;
  publish(params: { documentId: string; locale?: string }): Promise<unknown>;
  unpublish(params: { documentId: string; locale?: string }): Promise<unknown>;
}

/** `strapi.documents(uid)` with its documents typed from the schema (the same object; only its type differs). */
export const documents = <U extends UID.ContentType>(strapi: Core.Strapi, uid: U): Documents<U> =>
  strapi.documents(uid) as unknown as Documents<U>;
