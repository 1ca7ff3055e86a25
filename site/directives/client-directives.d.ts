/** The portal's own client directives (site/directives/integration.mjs). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when a member is signed in (at load or later). */
    'client:member'?: boolean;
    /** Hydrate when the login dialog is first asked for (promptLogin). */
    'client:login'?: boolean;
    /** Hydrate when the login page shows the registration view (at load or later). */
    'client:registry'?: boolean;
  }
}
