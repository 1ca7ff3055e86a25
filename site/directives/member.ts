/**
 * client:member — hydrates an island only for a signed-in member, so visitor pages load no React: at once when
 * the page starts signed in (the head script set html[data-signed-in] from storage), else when a sign-in happens
 * on this page or in another tab ($signedIn, mirrored to the attribute by member-app/src/stores/frame.ts, which
 * follows other tabs through storage).
 */
import type { ClientDirective } from 'astro';
import { whenHtmlHas } from './when-html-has';

const memberDirective: ClientDirective = (load) =>
  whenHtmlHas('data-signed-in', async () => {
    const hydrate = await load();
    await hydrate();
  });

export default memberDirective;
