import { configWarnings, readConfigOrExit, type PortalConfig, type ServerConfig } from '@portal/domain';

let checked: PortalConfig | undefined;
let server: ServerConfig | undefined;

/** The portal's configuration, read from the environment once and checked (docs/configuration.md). */
export function config(): PortalConfig {
  return (checked ??= readConfigOrExit(process.env));
}

/**
 * The configuration the server starts with, secrets included. Strapi's config files (cms/config) call it first, so a
 * bad or missing variable stops the server with a message naming it, never a stack trace from inside Strapi.
 * Deprecation warnings are printed here, once per server.
 */
export function serverConfig(): ServerConfig {
  if (!server) {
    server = readConfigOrExit(process.env, 'cms');
    for (const warning of configWarnings(process.env)) console.warn(`[config] ${warning}`);
  }
  return server;
}
