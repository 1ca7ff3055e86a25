// Camera photos on the home page (docs/architecture.md#pictures), shared by tests/e2e/camera-photos.test.ts and the
// bench's pages section: a generated 12-megapixel JPEG uploaded through the admin API as an editor does, put on the
// first home banner, the newest exhibition and the first product card, and the image bytes a 390 px phone loads.
import sharp from 'sharp';

const CM = '/content-manager/collection-types';

/**
 * A 4000x3000 photo-like JPEG of about 5 MB: colour detail at a fifth of the size (so the smaller copies keep
 * detail, as a photo's do, instead of averaging pixel noise away) under fine sensor-like noise.
 */
export async function cameraPhoto() {
  const [width, height] = [4000, 3000];
  const [dw, dh] = [800, 600];
  const detail = Buffer.alloc(dw * dh * 3);
  for (let i = 0; i < detail.length; i += 3) {
    const x = (i / 3) % dw;
    const y = Math.floor(i / 3 / dw);
    detail[i] = (x / dw) * 160 + Math.random() * 95;
    detail[i + 1] = (y / dh) * 160 + Math.random() * 95;
    detail[i + 2] = 100 + Math.random() * 95;
  }
  const raw = await sharp(detail, { raw: { width: dw, height: dh, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < raw.length; i++) raw[i] = Math.min(255, Math.max(0, raw[i] + (Math.random() - 0.5) * 40));
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The admin API of `base` with an admin token: JSON calls, and the media library's multipart ones. */
export function adminApi(base, token) {
  const auth = { Authorization: `Bearer ${token}` };
  const json = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const form = async (path, fields) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, ...value);
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: auth, body: data });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  return {
    json,
    /** Uploads one file to the media library; its row ({ id, url, hash, ... }). */
    upload: async (name, bytes, type) => (await form('/upload', { files: [new Blob([new Uint8Array(bytes)], { type }), name] }))[0],
    /** Changes a file's details (name, alternative text, focal point) as the media library's edit dialog does. */
    fileInfo: (id, info) => form(`/upload?id=${id}`, { fileInfo: [JSON.stringify(info)] }),
  };
}

const firstPk = (html, attribute) => Number(new RegExp(`${attribute}="(\\d+)"`).exec(html)?.[1]);

/**
 * Puts the picture `fileId` on the first home banner (desktop and phone picture), the home page's newest exhibition
 * and its first product card, in English, and publishes them (one site build). Returns their pks and `restore()`,
 * which puts the previous pictures back and publishes again.
 */
export async function placeOnHome(base, api, fileId) {
  const home = await (await fetch(`${base}/en/main`)).text();
  const banners = await (
    await fetch(`${base}/api/keyVisual/mainsite/list`, {
      method: 'POST',
      headers: { 'X-SITE-LANG': 'ENG', 'Content-Type': 'application/json' },
      body: '{}',
    })
  ).json();
  const targets = [
    ['api::key-visual.key-visual', banners.data.data.items[0].pk, ['imagePc', 'imageMob']],
    ['api::exhibition.exhibition', firstPk(home, 'data-exhibition-pk'), ['imagePc']],
    ['api::product.product', firstPk(home, 'data-product-pk'), ['mainImage']],
  ];
  const placed = [];
  for (const [uid, pk, fields] of targets) {
    const found = await api.json('GET', `${CM}/${uid}?locale=en&filters[pk][$eq]=${pk}`);
    const documentId = found.body?.results?.[0]?.documentId;
    if (!documentId) throw new Error(`no ${uid} ${pk} (${found.status})`);
    const doc = (await api.json('GET', `${CM}/${uid}/${documentId}?locale=en`)).body.data;
    const before = Object.fromEntries(fields.map((f) => [f, doc[f]?.id ?? null]));
    const change = Object.fromEntries(fields.map((f) => [f, fileId]));
    for (const [method, path] of [
      ['PUT', `${CM}/${uid}/${documentId}?locale=en`],
      ['POST', `${CM}/${uid}/${documentId}/actions/publish?locale=en`],
    ]) {
      const res = await api.json(method, path, change);
      if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    placed.push({ uid, documentId, before });
  }
  return {
    /** The pks of the banner, exhibition and product that now show the photo, by content type. */
    pks: Object.fromEntries(targets.map(([uid, pk]) => [uid, pk])),
    async restore() {
      for (const { uid, documentId, before } of placed) {
        await api.json('PUT', `${CM}/${uid}/${documentId}?locale=en`, before);
        await api.json('POST', `${CM}/${uid}/${documentId}/actions/publish?locale=en`, before);
      }
    },
  };
}

/** Waits until the built home page shows `count` pictures with AVIF copies of the upload `hash`; its HTML. */
export async function waitForCopies(base, hash, count = 3, timeoutMs = 120_000) {
  let html = '';
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 1000))) {
    html = await (await fetch(`${base}/en/main`)).text();
    if ((html.match(new RegExp(`_${hash}\\.avif`, 'g')) ?? []).length >= count) return html;
  }
  throw new Error(`the home page never showed the copies of ${hash}`);
}

/**
 * Opens `url` in a new page of a playwright `context` (390 px wide is the caller's viewport) and records every
 * image response until the network is idle: [{ url (path), bytes }].
 */
export async function imagesLoaded(context, url) {
  const page = await context.newPage();
  const pending = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'image') return;
    pending.push(
      r.body().then(
        (b) => ({ url: new URL(r.url()).pathname, bytes: b.length }),
        () => ({ url: new URL(r.url()).pathname, bytes: 0 }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return { page, images: await Promise.all(pending) };
}
