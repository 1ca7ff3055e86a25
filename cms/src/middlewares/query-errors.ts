import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/** What Strapi's query layer throws, as a plain Error, for a sort/filter/populate path naming no attribute. */
const UNKNOWN_ATTRIBUTE = /^Attribute .* not found on model /;

/**
 * Strapi's REST find turns a query parameter with an empty or unknown path (e.g. `sort=../../x`) into a plain Error,
 * which its error middleware answers 500. It is bad input: answer it 400, naming the query (found by the hostile-
 * input suite, tests/reliability).
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof Error && !(error instanceof errors.ApplicationError) && UNKNOWN_ATTRIBUTE.test(error.message)) {
      throw new errors.ValidationError('Invalid query parameter', { errors: [{ path: ['query'], message: error.message }] });
    }
    throw error;
  }
};
