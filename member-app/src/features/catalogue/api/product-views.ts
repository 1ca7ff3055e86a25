import { call } from '../../../lib/api-client';

/**
 * Counts a product view (POST /api/statistics/product/view-start or view-end), fire and forget: no spinner, no
 * login prompt (the member did not ask for it), and keepalive so a view-end sent while leaving still arrives.
 */
export function sendProductView(edge: 'start' | 'end', pk: number): void {
  call(
    edge === 'start' ? 'productViewStart' : 'productViewEnd',
    { pk },
    { member: true, spinner: false, promptOnExpiry: false, keepalive: true },
  ).catch(() => undefined);
}
