/**
 * Counts clicks on the home banners' links (docs/api.md#content: /api/keyVisual/mainsite/
 * upcount { pk }), fire and forget. A plain keepalive fetch rather than the member app's API client: the call is
 * public, needs no token, must survive the navigation the click starts, and the page stays free of a framework.
 */
import { DEFAULT_LOCALE, localeBySegment } from '@portal/domain';

const UPCOUNT_URL = '/api/keyVisual/mainsite/upcount';

/** Sends one view or click count to an upcount call; failures are ignored (statistics; the link works regardless). */
export function sendUpcount(url: string, pk: number): void {
  const { siteLang } = localeBySegment(document.body.dataset.lang ?? '') ?? DEFAULT_LOCALE;
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': siteLang },
    body: JSON.stringify({ pk }),
  }).catch(() => undefined);
}

/** Listens for primary and middle clicks (a new tab) on banner links ([data-banner-pk]). */
export function countBannerClicks(): void {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-banner-pk]');
    const pk = Number(link?.dataset.bannerPk);
    if (link && Number.isInteger(pk) && pk > 0) sendUpcount(UPCOUNT_URL, pk);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('auxclick', onClick);
}
