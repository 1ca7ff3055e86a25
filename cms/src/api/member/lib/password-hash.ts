import { verify } from '@node-rs/bcrypt';

/**
 * Whether the password matches the stored bcrypt hash. The native bcrypt of @node-rs/bcrypt is about twice as fast as
 * bcryptjs and runs on libuv's thread pool, so a burst of sign-ins no longer blocks the event loop every other member
 * call shares. Hashes written by bcryptjs (the users-permissions plugin, $2a$) verify unchanged.
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await verify(password, hash);
  } catch {
    // A malformed stored hash is a failed sign-in, as bcryptjs answers it.
    return false;
  }
}
