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
 * Whether a column is never null: a timestamp Strapi writes, a column with a default (the query layer writes it on
 * create), or a required one on a type without drafts (Strapi does not enforce `required` on a draft).
 */
type NeverNull<U extends UID.Schema, K extends Names<U>> = K extends 'createdAt' | 'updatedAt'
  ? true
  : Attrs<U>[K] extends { default: unknown }
    ? true
    : Attrs<U>[K] extends Schema.Attribute.Required
      ? Schema.Schema<U> extends { options: { draftAndPublish: true } }
        ? false
        : true
      : false;

/** A column as the query layer reads it: the database layer hands dates and times back as ISO strings. */
type ColumnValue<A> = A extends { type: 'datetime' | 'date' | 'time' | 'timestamp' }
  ? string
  : A extends Schema.Attribute.AnyAttribute
    ? Schema.Attribute.Value<A>
    : never;

type Column<U extends UID.Schema, K extends Names<U>> = ColumnValue<Attrs<U>[K]> | (NeverNull<U, K> extends true ? never : null);

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
  [K in SelectedColumns<U, P>]: Column<U, K>;
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
