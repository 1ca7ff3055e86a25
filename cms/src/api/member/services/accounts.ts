import type { Core } from '@strapi/strapi';
import type { AccountShowReply, Locale } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { USER_UID, findMemberById, interestsOf, notWithdrawn, updateMember, type MemberRow } from '../lib/members';
import { services } from '../../../services';
import { documents, rows } from '../../../utils/rows';

/** My page: read and edit the member's own data, and withdraw (docs/product/accounts.md#my-page, docs/product/accounts.md#withdrawal). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/user/account/show */
  async show(memberId: number, locale: Locale): Promise<AccountShowReply> {
    const member = (await findMemberById(strapi, memberId)) as MemberRow;
    const country = member.countryPk
      ? await documents(strapi, 'api::country.country').findFirst({
          locale: locale.strapi,
          filters: { pk: member.countryPk },
          fields: ['pk', 'code', 'name'],
        })
      : null;
    return {
      user: {
        pk: member.id,
        email: member.email,
        firstName: member.firstName ?? '',
        lastName: member.lastName ?? '',
        department: member.department ?? '',
        position: member.position ?? '',
        mobileNum: member.mobileNum ?? '',
        phoneNum: member.phoneNum ?? '',
        mobileCountryPk: member.mobileCountryPk,
        phoneCountryPk: member.phoneCountryPk,
        siteLang: member.siteLang,
        vip: Boolean(member.vip),
      },
      country: country ? { pk: country.pk, code: country.code, name: country.name } : null,
      partner: member.partner
        ? { globalName: member.partner.globalName, localName: member.partner.localName, englishName: member.partner.englishName ?? '' }
        : null,
      userProduct: { productCategoryPks: interestsOf(member) },
    };
  },

  /** POST /api/user/account/edit: contact data, department, position and interests. */
  async edit(
    memberId: number,
    input: {
      phoneNum: string;
      mobileNum: string;
      phoneCountryPk: number | null;
      mobileCountryPk: number;
      productCategoryPks: number[];
      department: string;
      position: string;
    },
    locale: Locale,
  ) {
    const taken = await services.registration.mobileTaken(input, memberId);
    if (taken) throw ApiError.field(422, 'mobileNum', 'auth.error.mobileTaken');
    await rows(strapi, USER_UID).update({
      where: { id: memberId },
      data: {
        phoneNum: input.phoneNum,
        phoneCountryPk: input.phoneNum ? input.phoneCountryPk : null,
        mobileNum: input.mobileNum,
        mobileCountryPk: input.mobileCountryPk,
        productCategoryPks: input.productCategoryPks,
        department: input.department,
        position: input.position,
        siteLang: locale.siteLang,
      },
    });
    return { pk: memberId };
  },

  /**
   * POST /api/sign/withdrawal: personal data is erased (the row stays, anonymised, so staff records such as
   * meetings keep their history), every session and link ends, and the e-mail can register again.
   */
  async withdraw(memberId: number) {
    const member = await findMemberById(strapi, memberId);
    if (!member) throw ApiError.field(404, '_', 'error.notFound');
    const placeholder = `withdrawn-${member.id}-${Date.now()}@withdrawn.invalid`;
    await strapi.db.transaction(async () => {
      await rows(strapi, USER_UID).update({
        where: { id: memberId },
        data: {
          memberStatus: 'WITHDRAWN',
          withdrawnAt: new Date(),
          email: placeholder,
          username: placeholder,
          password: null,
          firstName: '',
          lastName: '',
          phoneNum: null,
          mobileNum: null,
          phoneCountryPk: null,
          mobileCountryPk: null,
          countryPk: null,
          department: null,
          position: null,
          productCategoryPks: [],
          requestedDomain: null,
          agreementMarketing: false,
          blocked: true,
          confirmed: false,
          sessionVersion: (member.sessionVersion ?? 0) + 1,
        },
      });
      await services.sessions.revokeAll(memberId);
      await services.oneTimeLinks.removeFor(memberId);
      await services.bookmarks.removeAll(memberId);
      await services.notifications.removeAll(memberId);
      await services.inquiries.removeAllOf(memberId);
      await services.meetings.closeForWithdrawal(memberId);
    });
    return { withdrawn: true as const };
  },

  /**
   * Gives or takes a member's VIP status (operators: `npm run admin -- set-vip`) through the document service, as
   * the admin panel's edit and the staff workspace do, so all run the same document middlewares. The member is named
   * by e-mail or, from the staff workspace, by id (a withdrawn member is nobody). Null when no member matches.
   */
  async setVip(emailOrId: string | number, vip: boolean): Promise<{ email: string; vip: boolean } | null> {
    const where = typeof emailOrId === 'number' ? { id: emailOrId, ...notWithdrawn } : { email: emailOrId.toLowerCase() };
    const member = await rows(strapi, USER_UID).findOne({ where, select: ['documentId', 'email'] });
    if (!member) return null;
    await updateMember(strapi, member, { vip });
    return { email: member.email, vip };
  },
});
