/** Category lookups for exhibitions (parentPk 2) and media news (parentPk 3). */
export default {
  routes: [{ method: 'POST', path: '/common-code/list', handler: 'lookup.list', config: { auth: false } }],
};
