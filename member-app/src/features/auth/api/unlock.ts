import { apiCall } from '../../../lib/api-client';

/** POST /api/sign/unlock: the mailed unlock link; sign-in from this device is no longer slowed (422 on uuid when used or expired). */
export const unlockSignIn = (uuid: string) => apiCall<{ email: string }>('sign/unlock', { uuid });
