import { call } from '../../../lib/api-client';

/** POST /api/sign/unlock: the mailed unlock link; sign-in from this device is no longer slowed (422 on uuid when used or expired). */
export const unlockSignIn = (uuid: string) => call('unlock', { uuid });
