import type { Context } from 'koa';
import {
  staffDomainInput,
  staffInviteInput,
  staffMemberFilter,
  staffPartnerInput,
  staffRejectInput,
  staffVipInput,
  localeBySegment,
} from '@portal/domain';
import { services } from '../../../../services';
import { ApiError, respond } from '../../../../utils/api-error';
import { parseInput, requestLocale } from '../../../../utils/http';
import { sendCsv } from '../csv';
import { exportZoneInput, wordsOf } from '../csv-words';
import { forTool, type AdminRoute } from '../routes';
import { allMembers, countryNames, listMembers, memberCsv } from './roster';

/**
 * Member administration (docs/staff-workspace.md#member-administration): the approval queue, the member list with
 * the VIP flag and its CSV, invitations, partners and their domains. Administrators and Super Admins only (the
 * `members` tool); every change goes through the services the command line and the member API use.
 */
const policies = forTool('members');
const route = (method: AdminRoute['method'], path: string, handler: string): AdminRoute => ({
  method,
  path,
  handler: `members.${handler}`,
  config: { policies },
});

export const membersRoutes: AdminRoute[] = [
  route('GET', '/members/queue', 'queue'),
  route('GET', '/members', 'list'),
  route('GET', '/members/export', 'exportCsv'),
  route('POST', '/members/invitations', 'invite'),
  route('POST', '/members/:id/approve', 'approve'),
  route('POST', '/members/:id/reject', 'reject'),
  route('PUT', '/members/:id/vip', 'vip'),
  route('GET', '/partners', 'partners'),
  route('POST', '/partners', 'addPartner'),
  route('POST', '/partners/:id/domains', 'addDomain'),
  route('DELETE', '/partners/:id/domains/:domain', 'removeDomain'),
];

/** The `:id` of the path as a row id; a 422 on `id` otherwise. */
function pathId(ctx: Context): number {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw ApiError.field(422, 'id', 'error.number');
  return id;
}

const READ = 'plugin::content-manager.explorer.read';
const USER_UID = 'plugin::users-permissions.user';

interface Ability {
  can(action: string, subject: string, field?: string): boolean;
}

export const membersController = {
  queue: (ctx: Context) => respond(ctx, async () => ({ items: await services.approvals.pending() })),

  async list(ctx: Context) {
    const filter = parseInput(ctx, staffMemberFilter);
    if (filter) await respond(ctx, () => listMembers(filter));
  },

  async exportCsv(ctx: Context) {
    const filter = parseInput(ctx, staffMemberFilter);
    const zone = filter && parseInput(ctx, exportZoneInput);
    if (!filter || !zone) return;
    const locale = requestLocale(ctx);
    const rows = await allMembers(filter);
    const words = { word: wordsOf(locale), zone: zone.timeZone, country: await countryNames(locale, rows) };
    const ability = ctx.state.userAbility as Ability;
    const columns = memberCsv(words).filter((c) => !c.field || ability.can(READ, USER_UID, c.field));
    sendCsv(ctx, 'members', columns, rows);
  },

  async invite(ctx: Context) {
    const input = parseInput(ctx, staffInviteInput);
    if (!input) return;
    await respond(ctx, async () => {
      const { expiresAt } = await services.registration.invite(input.email, null, localeBySegment(input.lang)!);
      return { email: input.email, expiresAt: expiresAt.toISOString() };
    });
  },

  approve: (ctx: Context) =>
    respond(ctx, async () => {
      const member = await services.approvals.queued(pathId(ctx));
      return services.approvals.approve(member.id);
    }),

  async reject(ctx: Context) {
    const input = parseInput(ctx, staffRejectInput);
    if (input) await respond(ctx, () => services.approvals.reject(pathId(ctx), input.reason));
  },

  async vip(ctx: Context) {
    const input = parseInput(ctx, staffVipInput);
    if (!input) return;
    await respond(ctx, async () => {
      const done = await services.accounts.setVip(pathId(ctx), input.vip);
      if (!done) throw ApiError.field(404, 'id', 'error.notFound');
      return done;
    });
  },

  partners: (ctx: Context) => respond(ctx, async () => ({ items: await services.partners.list() })),

  async addPartner(ctx: Context) {
    const input = parseInput(ctx, staffPartnerInput);
    if (input) await respond(ctx, () => services.partners.create(input));
  },

  async addDomain(ctx: Context) {
    const input = parseInput(ctx, staffDomainInput);
    if (input) await respond(ctx, () => services.partners.addDomain(pathId(ctx), input.domain));
  },

  removeDomain: (ctx: Context) =>
    respond(ctx, async () => {
      const input = staffDomainInput.safeParse({ domain: ctx.params.domain });
      if (!input.success) throw ApiError.field(422, 'domain', 'staff.members.error.domain');
      return services.partners.removeDomain(pathId(ctx), input.data.domain);
    }),
};
