/** The spec's product-category calls (catalogue-content-meetings.md §7). */
export default {
  routes: [
    { method: 'POST', path: '/product-category/gnb-list', handler: 'catalogue.gnbList', config: { auth: false } },
    { method: 'POST', path: '/product-category/list', handler: 'catalogue.list', config: { auth: false } },
  ],
};
