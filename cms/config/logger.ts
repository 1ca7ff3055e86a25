import { winston } from '@strapi/logger';
import { currentRequestId } from '../src/operations/request-id';
import { config } from '../src/utils/config';

const { combine, errors, json, timestamp } = winston.format;

/** Gives a line written while a request is handled that request's id (middlewares/request-log.ts). */
const requestId = winston.format((info) => {
  const id = currentRequestId();
  if (id) info.requestId = id;
  return info;
});

/**
 * One JSON object per line (LOG_FORMAT=json, the default), for a log collector: time, level, message, the request's
 * id, the access line's fields, an error's stack. LOG_FORMAT=pretty keeps Strapi's own coloured lines.
 */
export default () =>
  config().LOG_FORMAT === 'pretty' ? {} : { format: combine(errors({ stack: true }), timestamp(), requestId(), json()) };
