import type { Context, Next } from 'koa';
import { services } from '../services';

/** Runs the request inside the outbox's settling scope: its mails are tried before the reply (docs/product/notifications.md#mail). */
export default () => (_ctx: Context, next: Next) => services.outbox.settling(next);
