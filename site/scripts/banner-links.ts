/**
 * Banner links on phones (docs/product/content.md#banners: linkMobUrl, linkMobTarget): below the
 * mobile breakpoint each banner's call to action takes its mobile address, target and label; above it, the PC ones
 * the page was built with. Follows the viewport when it crosses 720 px (a rotated tablet).
 */
const PHONE = '(max-width: 720px)';

interface LinkState {
  href: string;
  target: string | null;
  rel: string | null;
  label: string;
}

function apply(link: HTMLAnchorElement, state: LinkState) {
  link.href = state.href;
  if (state.target) link.target = state.target;
  else link.removeAttribute('target');
  if (state.rel) link.rel = state.rel;
  else link.removeAttribute('rel');
  const label = link.querySelector('[data-banner-label]');
  if (label) label.textContent = state.label;
}

/** Wires every banner link that has a mobile variant. */
export function followBannerViewport(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-mobile-href]')];
  const states = links.map((link) => {
    const other = link.dataset.mobileTarget === 'other';
    const pc: LinkState = {
      href: link.getAttribute('href') ?? '',
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
      label: link.querySelector('[data-banner-label]')?.textContent ?? '',
    };
    const mobile: LinkState = {
      href: link.dataset.mobileHref ?? pc.href,
      target: other ? '_blank' : null,
      rel: other ? 'noopener noreferrer' : null,
      label: link.dataset.mobileLabel ?? pc.label,
    };
    return { link, pc, mobile };
  });
  const query = window.matchMedia(PHONE);
  const update = () => states.forEach(({ link, pc, mobile }) => apply(link, query.matches ? mobile : pc));
  query.addEventListener('change', update);
  update();
}
