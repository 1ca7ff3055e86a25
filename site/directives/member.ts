/**
 * client:member — hydrates an island only for a signed-in member, so visitor pages load no React: at once when
 * the page starts signed in (the head script set html[data-signed-in] from storage), else when a sign-in happens
 * on this page (the attribute appears) or in another tab (a storage event).
 */
import type { ClientDirective } from 'astro';
import { SESSION_KEYS } from '../../member-app/src/stores/keys';

const memberDirective: ClientDirective = (load) => {
  const html = document.documentElement;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
    const hydrate = await load();
    await hydrate();
  };
  const onStorage = (event: StorageEvent) => event.key === SESSION_KEYS.access && event.newValue && void start();
  const observer = new MutationObserver(() => html.hasAttribute('data-signed-in') && void start());
  if (html.hasAttribute('data-signed-in')) return void start();
  observer.observe(html, { attributes: true, attributeFilter: ['data-signed-in'] });
  window.addEventListener('storage', onStorage);
};

export default memberDirective;
