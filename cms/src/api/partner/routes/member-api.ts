/** The spec's partner lists (docs/api.md#directory-registration-forms). */
export default {
  routes: [
    { method: 'POST', path: '/partner/list', handler: 'directory.list', config: { auth: false } },
    { method: 'POST', path: '/partner/domain/list', handler: 'directory.domainList', config: { auth: false } },
    { method: 'POST', path: '/partner/show-by-domain', handler: 'directory.showByDomain', config: { auth: false } },
  ],
};
