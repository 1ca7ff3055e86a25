/**
 * fast-check arbitraries for the inputs a zod 4 schema accepts, for the hostile-input suite's valid bodies
 * (zod-fast-check, which did this before, supports zod 3 only). It walks the schema's definition (`_zod.def`) for
 * the shapes the call table's request schemas use: objects, strings with lengths and patterns, numbers (also
 * coerced), booleans, enums, literals, arrays, unions and the optional, nullable, default and pipe wrappers. What a
 * definition cannot say (refinements across fields, transforms before a pipe's output) is left to the caller, which
 * keeps only the candidates the schema parses (`validInputOf`). A kind not listed here throws, and the caller falls
 * back to hostile bodies only.
 */
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** A check's settings by kind (`min_length`, `max_length`, `string_format`, `greater_than`, ...). */
function checksOf(def: Def): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const check of def.checks ?? []) found[String(check._zod.def.check)] = check._zod.def;
  // A format schema (z.email(), z.uuid()) is its own check.
  if (def.check === 'string_format') found.string_format = def;
  return found;
}

function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Number(checks.min_length?.minimum ?? checks.length_equals?.length ?? 0);
  const max = Number(checks.max_length?.maximum ?? checks.length_equals?.length ?? Math.max(min, 30));
  const format = checks.string_format;
  // A format's own generator ignores the lengths: validInputOf drops the candidates the schema refuses (a filter
  // here could spin for ever on a pattern whose strings are rarely short enough).
  if (format?.format === 'regex') return fc.stringMatching(format.pattern as RegExp);
  if (format?.format === 'email') return fc.emailAddress();
  if (format?.format === 'uuid' || format?.format === 'guid') return fc.uuid({ version: 4 });
  if (format?.format === 'url') return fc.webUrl();
  if (format) throw new Error(`no arbitrary for the string format ${String(format.format)}`);
  return fc.string({ minLength: min, maxLength: max });
}

function numberOf(def: Def): fc.Arbitrary<number | string> {
  const checks = checksOf(def);
  const above = checks.greater_than;
  const below = checks.less_than;
  const min = above ? Number(above.value) + (above.inclusive ? 0 : 1) : -1_000_000;
  const max = below ? Number(below.value) - (below.inclusive ? 0 : 1) : 1_000_000;
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // A coerced number accepts the query-string spelling too.
  return def.coerce ? fc.oneof(whole, whole.map(String)) : whole;
}

/** Candidate inputs for a schema, shaped by its definition; refinements are not applied. */
function inputOf(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const checks = checksOf(def);
      const minLength = Number(checks.min_length?.minimum ?? 0);
      const maxLength = Number(checks.max_length?.maximum ?? Math.max(minLength, 5));
      return fc.array(inputOf(def.element), { minLength, maxLength: Math.min(maxLength, minLength + 5) });
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      // Optional keys may be left out; fast-check's record does so for the keys it is told are optional.
      const requiredKeys = keys.filter((k) => !['optional', 'default'].includes(defOf(shape[k]).type));
      return fc.record(Object.fromEntries(keys.map((k) => [k, inputOf(shape[k])])), { requiredKeys });
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inputOf));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inputOf(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inputOf(def.innerType), { nil: null });
    case 'readonly':
    case 'catch':
      return inputOf(def.innerType);
    case 'pipe':
      return inputOf(def.in);
    case 'lazy':
      return inputOf((def.getter as () => unknown)());
    default:
      throw new Error(`no arbitrary for a zod ${def.type}`);
  }
}

/**
 * Inputs the schema accepts: the candidates of inputOf that parse. Null when fewer than one candidate in ten parses
 * (a refinement across fields the candidates rarely meet), since filtering those would mostly spin.
 */
export function validInputOf(schema: z.ZodType): fc.Arbitrary<unknown> | null {
  const candidates = inputOf(schema);
  const valid = (value: unknown) => schema.safeParse(value).success;
  const passing = fc.sample(candidates, { numRuns: 50, seed: 1 }).filter(valid).length;
  return passing >= 5 ? candidates.filter(valid) : null;
}
