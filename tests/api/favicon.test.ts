/**
 * Issue 26 item 9: /favicon.ico, which browsers ask for on every admin page load, answered 500 (Strapi's favicon
 * middleware looked for a file this project does not have). It is the site's icon now (cms/src/middlewares/favicon.ts).
 */
import { describe, expect, inject, it } from 'vitest';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('issue 26 item 9: /favicon.ico', () => {
  it('answers the site icon as a 48 px PNG, cacheable, for GET and HEAD', async () => {
    const res = await fetch(`${inject('baseUrl')}/favicon.ico`, { headers: { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([48, 48]);

    const head = await fetch(`${inject('baseUrl')}/favicon.ico`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });
});
