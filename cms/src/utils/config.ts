import { ConfigError, configWarnings, readConfig, type PortalConfig, type ServerConfig } from '@portal/domain';

let checked: PortalConfig | undefined;
let server: ServerConfig | undefined;

/** Prints a ConfigError's message (it names each variable) and stops: never a stack trace from inside Strapi. */
function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

/** The portal's configuration, read from the environment once and checked (docs/configuration.md). */
export function config(): PortalConfig {
  return (checked ??= orExit(() => readConfig(process.env)));
}

/**
 * The configuration the server starts with, secrets included: Strapi's config files (cms/config) call it first, so a
 * bad or missing variable stops the server before it starts. Deprecation warnings are printed here, once.
 */
export function serverConfig(): ServerConfig {
  if (!server) {
    server = orExit(() => readConfig(process.env, 'cms'));
    for (const warning of configWarnings(process.env)) console.warn(`[config] ${warning}`);
  }
  return server;
}
