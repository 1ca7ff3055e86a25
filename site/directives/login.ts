/**
 * client:login — hydrates the login dialog only when someone asks for it: promptLogin (the header's login link,
 * a member-only route, a 401/423) sets $loginPrompt, which the frame mirrors to html[data-login-prompt]
 * (member-app/src/stores/frame.ts); the dialog then reads the request from the store. Until then the page loads
 * no React. (A directive is inlined into the page and cannot share a store, so it watches the mirror.)
 */
import type { ClientDirective } from 'astro';
import { whenHtmlHas } from './when-html-has';

const loginDirective: ClientDirective = (load) =>
  whenHtmlHas('data-login-prompt', async () => {
    const hydrate = await load();
    await hydrate();
  });

export default loginDirective;
