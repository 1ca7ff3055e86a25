/**
 * client:login — hydrates the login dialog only when someone asks for it: promptLogin (the header's login link,
 * a member-only route, a 401/423) dispatches the event before the dialog exists; the dialog then reads the
 * request from $loginPrompt. Until then the page loads no React.
 */
import type { ClientDirective } from 'astro';
import { LOGIN_PROMPT_EVENT } from '../../member-app/src/stores/keys';

const loginDirective: ClientDirective = (load) => {
  window.addEventListener(
    LOGIN_PROMPT_EVENT,
    async () => {
      const hydrate = await load();
      await hydrate();
    },
    { once: true },
  );
};

export default loginDirective;
