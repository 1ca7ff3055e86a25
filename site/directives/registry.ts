/**
 * client:registry — hydrates the login page's registration view only when it shows: at once when the page opens on
 * it (the head script set html[data-auth-view] from ?target=VueRegistry), else when the member switches to it
 * ($authView, mirrored to the attribute by member-app/src/stores/ui.ts). The sign-in view then arrives without the
 * registration form's code and the member API client (issue 29: the sign-in page's Lighthouse score).
 */
import type { ClientDirective } from 'astro';
import { whenHtmlHas } from './when-html-has';

const registryDirective: ClientDirective = (load) =>
  whenHtmlHas('data-auth-view', async () => {
    const hydrate = await load();
    await hydrate();
  });

export default registryDirective;
