import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, isUrlField, safeUrl } from '@portal/domain';
import { translate } from '../utils/messages';

type Attributes = Record<string, { type?: string }>;

/** The link attributes of a content type: its text attributes named like a URL (`isUrlField`). */
export const urlFields = (attributes: Attributes): string[] =>
  Object.entries(attributes)
    .filter(([name, attribute]) => isUrlField(name) && (attribute.type === 'string' || attribute.type === 'text'))
    .map(([name]) => name);

/**
 * Every save of one of our content types (Content Manager, REST, seed, command line) has its URL fields checked
 * against the link rule of markdown links (`safeUrl`, docs/product/content.md#links): a `javascript:` or `data:`
 * target is a 400 whose message names the field, shown in the admin beside it; nothing is written.
 */
export function registerLinkFieldCheck(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if ((context.action !== 'create' && context.action !== 'update') || !context.uid.startsWith('api::')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (!data) return next();
    const attributes = (strapi.getModel(context.uid as UID.ContentType)?.attributes ?? {}) as Attributes;
    const refused = urlFields(attributes).filter((field) => {
      const value = data[field];
      return typeof value === 'string' && value.trim() !== '' && !safeUrl(value);
    });
    if (refused.length) {
      const messages = refused.map((field) => ({ path: [field], message: translate('error.unsafeLink', DEFAULT_LOCALE, { field }) }));
      throw new errors.ValidationError(messages.map((m) => m.message).join(' '), {
        errors: messages.map((m) => ({ ...m, name: 'ValidationError', value: data[m.path[0]] })),
      });
    }
    return next();
  });
}
