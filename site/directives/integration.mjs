// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * The portal's client directives (client:member, client:login, client:registry): islands that hydrate on demand, so visitor pages
 * stay free of React (docs/architecture.md#the-shape). Their types are declared in client-directives.d.ts.
 * @returns {import('astro').AstroIntegration}
 */
export function portalDirectives() {
  /** @param {string} name */
  const entry = (name) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  return {
    name: 'portal-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'member', entrypoint: entry('member') });
        addClientDirective({ name: 'login', entrypoint: entry('login') });
        addClientDirective({ name: 'registry', entrypoint: entry('registry') });
      },
    },
  };
}
