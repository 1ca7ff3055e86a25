import { z as zod } from 'zod';

/**
 * The domain's zod, configured once: every schema here takes `z` from this file, so the setting is made before any
 * schema is built (zod reads it then). In a browser zod parses without compiling code: its compiled fast path first
 * probes `new Function`, and the pages' Content-Security-Policy (no 'unsafe-eval', SECURITY.md) reports that probe
 * as a violation even though zod catches it, on every page that parsed a reply on load. The CMS and the scripts
 * keep the fast path. (`z` is the result of a call, not a re-export: a bundler would pass a re-export straight
 * through to zod and drop this file, setting and all, since the package declares no side effects.)
 */
function configured(z: typeof zod): typeof zod {
  if (typeof document !== 'undefined') z.config({ jitless: true });
  return z;
}

export const z = configured(zod);

/** The types the schemas name beside the value (`z.infer<typeof schema>` and kin), as zod's own. */
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  type infer<T> = zod.infer<T>;
  type input<T> = zod.input<T>;
  type output<T> = zod.output<T>;
  type ZodType<Output = unknown, Input = unknown> = zod.ZodType<Output, Input>;
}
