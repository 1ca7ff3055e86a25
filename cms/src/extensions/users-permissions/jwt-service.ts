import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Core } from '@strapi/strapi';

type JwtService = Record<string, unknown> & {
  issue: (payload: Record<string, unknown> & { toJSON?: () => Record<string, unknown> }, options?: jwt.SignOptions) => unknown;
  verify: (token: string) => Promise<unknown>;
};
type JwtFactory = (deps: { strapi: Core.Strapi }) => JwtService;

/**
 * The plugin's JWT service with the secret as a KeyObject made once. jsonwebtoken 9, given a string secret, first
 * tries to parse it as a public or private key on every call (a thrown OpenSSL decode); measured at 1.7 ms per
 * verify under load, the largest single cost of every member call and of the 304 notification poll. Same library,
 * same options, same answers: only the key's form changes. The 'refresh' token mode keeps the plugin's own code.
 */
export function withKeyObjectSecret(original: JwtFactory): JwtFactory {
  return ({ strapi }) => {
    const base = original({ strapi });
    let cached: { secret: string; key: KeyObject } | undefined;
    const key = () => {
      const secret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;
      if (cached?.secret !== secret) cached = { secret, key: createSecretKey(Buffer.from(secret)) };
      return cached.key;
    };
    const legacy = () => (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') as string) !== 'refresh';
    const config = () => strapi.config.get('plugin::users-permissions.jwt', {}) as jwt.SignOptions & { algorithm?: jwt.Algorithm };
    return {
      ...base,
      issue(payload, options = {}) {
        if (!legacy()) return base.issue(payload, options);
        const plain = payload.toJSON ? payload.toJSON() : { ...payload };
        return jwt.sign(plain, key(), { ...config(), ...options });
      },
      verify(token: string) {
        if (!legacy()) return base.verify(token);
        const algorithms: jwt.Algorithm[] = [config().algorithm || 'HS256'];
        return new Promise((resolve, reject) =>
          jwt.verify(token, key(), { algorithms }, (error, payload = {}) =>
            error ? reject(new Error('Invalid token.')) : resolve(payload),
          ),
        );
      },
    };
  };
}
