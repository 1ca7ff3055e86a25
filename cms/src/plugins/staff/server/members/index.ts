import type { Context } from 'koa';
import {
  staffDomainInput,
  staffInviteInput,
  staffMemberFilter,
  staffPartnerInput,
  staffRejectInput,
  staffVipInput,
  localeBySegment,
  exportZoneInput,
} from '@portal/domain';
import { services } from '../../../../services';
import { ApiError, respondToStaff } from '../../../../utils/api-error';
import { parseInput, requestLocale } from '../../../../utils/http';
import { sendCsv } from '../csv';
import { wordsOf } from '../csv-words';
import { allMembers, countryNames, listMembers, memberCsv } from './roster';

/**
 * Member administration (docs/staff-workspace.md#member-administration): the approval queue, the member list with
 * the VIP flag and its CSV, invitations, partners and their domains. Administrators and Super Admins only (the
 * `members` tool); every change goes through the services the command line and the member API use.
 */
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
  queue: (ctx: Context) => respondToStaff(ctx, 'membersQueue', async () => ({ items: await services.approvals.pending() })),

  async list(ctx: Context) {
    const filter = parseInput(ctx, staffMemberFilter);
    if (filter) await respondToStaff(ctx, 'membersList', () => listMembers(filter));
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
    await respondToStaff(ctx, 'memberInvite', async () => {
      const { expiresAt } = await services.registration.invite(input.email, null, localeBySegment(input.lang)!);
      return { email: input.email, expiresAt: expiresAt.toISOString() };
    });
  },

  approve: (ctx: Context) =>
    respondToStaff(ctx, 'memberApprove', async () => {
      const member = await services.approvals.queued(pathId(ctx));
      return services.approvals.approve(member.id);
    }),

  async reject(ctx: Context) {
    const input = parseInput(ctx, staffRejectInput);
    if (input) await respondToStaff(ctx, 'memberReject', () => services.approvals.reject(pathId(ctx), input.reason));
  },

  async vip(ctx: Context) {
    const input = parseInput(ctx, staffVipInput);
    if (!input) return;
    await respondToStaff(ctx, 'memberVip', async () => {
      const done = await services.accounts.setVip(pathId(ctx), input.vip);
      if (!done) throw ApiError.field(404, 'id', 'error.notFound');
      return done;
    });
  },

  partners: (ctx: Context) => respondToStaff(ctx, 'partnersList', async () => ({ items: await services.partners.list() })),

  async addPartner(ctx: Context) {
    const input = parseInput(ctx, staffPartnerInput);
    if (input) await respondToStaff(ctx, 'partnerAdd', () => services.partners.create(input));
  },

  async addDomain(ctx: Context) {
    const input = parseInput(ctx, staffDomainInput);
    if (input) await respondToStaff(ctx, 'partnerDomainAdd', () => services.partners.addDomain(pathId(ctx), input.domain));
  },

  removeDomain: (ctx: Context) =>
    respondToStaff(ctx, 'partnerDomainRemove', async () => {
      const input = staffDomainInput.safeParse({ domain: ctx.params.domain });
      if (!input.success) throw ApiError.field(422, 'domain', 'staff.members.error.domain');
      return services.partners.removeDomain(pathId(ctx), input.data.domain);
    }),
};
