import { accessTokenRoute as accessTokenOnly, memberRoute as signedIn, publicRoute as open } from '../../../utils/route-configs';

/** The account calls of docs/api.md#accounts. Member-only calls go through the member-auth middleware. */
export default {
  routes: [
    { method: 'POST', path: '/sign/in', handler: 'sign.in', config: open },
    { method: 'POST', path: '/sign/up', handler: 'sign.up', config: open },
    { method: 'POST', path: '/sign/find-email', handler: 'sign.findEmail', config: open },
    { method: 'POST', path: '/sign/send-password-auth-email', handler: 'sign.sendPasswordAuthEmail', config: open },
    { method: 'POST', path: '/sign/check-password-auth-email', handler: 'sign.checkPasswordAuthEmail', config: open },
    { method: 'POST', path: '/sign/reset-password', handler: 'sign.resetPassword', config: open },
    { method: 'POST', path: '/sign/check-auth-email', handler: 'sign.checkAuthEmail', config: open },
    { method: 'POST', path: '/sign/unlock', handler: 'sign.unlock', config: open },
    { method: 'POST', path: '/sign/session-token', handler: 'sign.sessionToken', config: accessTokenOnly },
    { method: 'POST', path: '/sign/out', handler: 'sign.out', config: signedIn },
    { method: 'POST', path: '/sign/withdrawal', handler: 'sign.withdrawal', config: signedIn },
    { method: 'POST', path: '/user/account/show', handler: 'account.show', config: signedIn },
    { method: 'POST', path: '/user/account/edit', handler: 'account.edit', config: signedIn },
    { method: 'POST', path: '/user/account/reset-password', handler: 'account.resetPassword', config: signedIn },
  ],
};
