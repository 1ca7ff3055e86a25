// What the API section loads: the member calls of the issue, Strapi's references (its floor, a custom route that
// reads rows, the built-in REST find) and, for each member call, the bare node:http answer of the same JSON.
import { call } from './dataset.mjs';

// The member's session row joined to the member, as the poll fast path reads it (and the bare server copies).
const AUTH_SQL = `select u.session_version, u.member_status, u.blocked, u.notification_stamp, s.expires_at, s.last_seen_at, s.revoked_at, s.ends_at
  from member_sessions s join member_sessions_user_lnk l on l.member_session_id = s.id join up_users u on u.id = l.user_id
  where s.token_hash = ? and u.id = ?`;
const NOTIFICATIONS_SQL = `select id, type, read, meeting_pk, manager_pk, start_at, qna_pk, created_at from notifications
  where member_id = ? order by created_at desc, id desc limit 200`;
const PRODUCTS_SQL = `select p.pk, p.model, p.description, p.view_count, p.created_at, c.pk as category_pk, c.name as category_name
  from products p left join products_category_lnk l on l.product_id = p.id left join product_categories c on c.id = l.product_category_id
  where p.locale = 'en' and p.published_at is not null order by p.created_at desc limit 100`;

/** A member's own rows of a collection with a manyToOne `member` relation (Strapi 5's link table). */
const MEMBER_ROWS_SQL = (table, singular) =>
  `select t.* from ${table} t join ${table}_member_lnk l on l.${singular}_id = t.id where l.user_id = ? order by t.id desc limit 1000`;

/**
 * The targets, each { key, label, method, path, headers, body, expect, rate, rest, bare }: `rate` is the offered
 * load of the fixed-rate run (none: saturation only), `rest` the REST reference it is compared with, `bare` the
 * bare server's route (its SQL; the body is captured from the real answer before the load).
 */
export async function apiTargets(base, member, writer, restToken) {
  const auth = [{ sql: AUTH_SQL, params: ['session-hash', member.id], hashFirst: true }];
  const etag = (await call(base, '/api/notification/list', { headers: member.headers })).headers.get('etag');
  const topCategory = (await call(base, '/api/product-category/list', { body: { parentPk: 0 } })).body.data.productCategories[0].pk;
  const rest = { Authorization: `Bearer ${restToken}` };
  const firstProduct = (await call(base, '/api/product/list', { body: { productCategoryParentPkList: [topCategory] } })).body.data
    .products[0].pk;
  return [
    {
      key: 'poll',
      label: 'notification poll, nothing new (If-None-Match, 304)',
      method: 'POST',
      path: '/api/notification/list',
      headers: { ...member.headers, 'if-none-match': etag },
      expect: [304],
      rate: 500,
      p99Budget: 30,
      rest: 'restFlat',
      bare: { poll: true, sql: AUTH_SQL, params: ['session-hash', member.id] },
    },
    {
      key: 'notifications',
      read: true,
      label: 'notification list (200 items)',
      method: 'POST',
      path: '/api/notification/list',
      headers: member.headers,
      rate: 200,
      p99Budget: 50,
      rest: 'restFlat',
      bare: { queries: [...auth, { sql: NOTIFICATIONS_SQL, params: [member.id] }] },
    },
    {
      key: 'products',
      read: true,
      label: 'product list (one top category, first page)',
      method: 'POST',
      path: '/api/product/list',
      body: { productCategoryParentPkList: [topCategory], pageNo: 1, rowPerPage: 100 },
      rate: 200,
      p99Budget: 50,
      rest: 'restPopulate',
      bare: { queries: [{ sql: PRODUCTS_SQL, params: [] }] },
    },
    {
      key: 'meetings',
      read: true,
      label: 'meeting list',
      method: 'POST',
      path: '/api/meeting/list',
      headers: member.headers,
      rate: 200,
      p99Budget: 50,
      rest: 'restPopulate',
      bare: { queries: [...auth, { sql: MEMBER_ROWS_SQL('meetings', 'meeting'), params: [member.id] }] },
    },
    {
      key: 'inquiries',
      read: true,
      label: 'inquiry list',
      method: 'POST',
      path: '/api/qna/list',
      headers: member.headers,
      rate: 200,
      p99Budget: 50,
      rest: 'restFlat',
      bare: { queries: [...auth, { sql: MEMBER_ROWS_SQL('inquiries', 'inquiry'), params: [member.id] }] },
    },
    {
      key: 'account',
      read: true,
      label: 'account show',
      method: 'POST',
      path: '/api/user/account/show',
      headers: member.headers,
      rate: 200,
      p99Budget: 50,
      rest: 'restFlat',
      bare: { queries: [...auth, { sql: 'select * from up_users where id = ?', params: [member.id] }] },
    },
    // Issue 18: every other public and member read, at the same budgets (no bare twin: the five above stand for them).
    ...moreReads(member.headers, topCategory, firstProduct),
    // Issue 18: member writes, p99 < 100 ms at 50 req/s (saturation is not their budget: they are offered 50/s only).
    ...memberWrites(writer, firstProduct),
    {
      // Issue 20: a visitor's search, answered from the in-memory index (docs/search.md); no bare twin, as the bare
      // server has no search to compare with (a LIKE scan is not the same answer).
      key: 'search',
      label: 'product search ("head lamp", relevance, with exhibition and media groups)',
      method: 'POST',
      path: '/api/product/search',
      body: { searchText: 'head lamp' },
      rate: 100,
      p99Budget: 30,
      rest: 'restPopulate',
    },
    {
      key: 'signIn',
      label: 'sign-in (password hash)',
      method: 'POST',
      path: '/api/sign/in',
      body: { email: member.email, password: member.password },
      rest: 'restFlat',
      bare: { queries: [{ sql: 'select id, password from up_users where email = ?', params: [member.email] }], password: member.password },
    },
    // References: Strapi's floor, a custom route reading rows, and the built-in REST find.
    // The floor also at the reads' offered load: the tail latency the machine allows in the same run.
    {
      key: 'floor',
      label: 'Strapi floor: GET /_health (middleware chain only)',
      path: '/_health',
      expect: [204],
      rate: 200,
      reference: true,
    },
    { key: 'rowsRoute', label: 'Strapi custom route reading rows: GET /api/country/list', path: '/api/country/list', reference: true },
    {
      key: 'restFlat',
      label: 'Strapi REST find, flat: GET /api/countries (200 rows)',
      path: '/api/countries?locale=en&pagination[pageSize]=200',
      headers: rest,
      reference: true,
    },
    {
      key: 'restPopulate',
      label: 'Strapi REST find, populate=*: GET /api/products (100 rows)',
      path: '/api/products?locale=en&populate=*&pagination[pageSize]=100',
      headers: rest,
      reference: true,
    },
  ];
}

/** A read target at the read budgets: saturation >= 0.5x the Strapi floor, p99 < 50 ms at 200 req/s. */
const read = (key, label, path, options = {}) => ({
  key,
  label,
  method: 'POST',
  path,
  rate: 200,
  p99Budget: 50,
  rest: 'restFlat',
  read: true,
  ...options,
});

/** The public and member reads besides the five with a bare twin. */
function moreReads(headers, topCategory, productPk) {
  const paged = { pageNo: 1, rowPerPage: 12, orderBy: 'new' };
  return [
    read('productShow', 'product show', '/api/product/show', { headers, body: { pk: productPk } }),
    read('categories', 'category list (top)', '/api/product-category/list', { body: { parentPk: 0 } }),
    read('gnb', 'category menu (gnb)', '/api/product-category/gnb-list'),
    read('exhibitions', 'exhibition list (12 of the newest)', '/api/exhibition/list', { body: paged }),
    read('media', 'media list (12 of the newest)', '/api/medianews/list', { body: paged }),
    read('banners', 'banner list', '/api/keyVisual/mainsite/list'),
    read('exhibitionSites', 'exhibition site list', '/api/exhibition-site/list', { body: paged }),
    read('commonCodes', 'common codes', '/api/common-code/list', { body: { parentPk: 0 } }),
    read('countries', 'country list', '/api/country/list', { method: 'GET' }),
    read('partners', 'partner list', '/api/partner/list'),
    read('homeMeetings', 'home meetings', '/api/meeting/mainsite/list', { headers }),
    read('bookmarks', 'bookmark list', '/api/user/bookmark/list', { headers, body: { sort: 'VIEWS' } }),
    read('userCategories', 'user categories', '/api/product-category/user-product/list', { headers }),
  ];
}

/** Member writes by the second member (extras.mjs writerFixtures), each repeatable: a bookmark toggled, the same
 * meeting and inquiry edited again, a notification marked read again. */
function memberWrites(writer, productPk) {
  const write = (key, label, path, body) => ({
    key,
    label,
    method: 'POST',
    path,
    headers: writer.headers,
    body,
    rate: 50,
    p99Budget: 100,
    rest: 'restFlat',
    write: true,
  });
  return [
    write('bookmarkEdit', 'bookmark (toggle)', '/api/user/bookmark/edit', { productPk }),
    write('meetingEdit', 'meeting edit (an open request)', '/api/meeting/edit', writer.meeting),
    write('inquiryEdit', 'inquiry edit (unanswered)', '/api/qna/edit', writer.inquiry),
    write('notificationRead', 'notification read', '/api/notification/read', { notificationPks: [writer.notificationPk] }),
  ];
}
