import type { Core } from '@strapi/strapi';
import {
  descriptionStamp,
  meetingGroup,
  meetingQueue,
  wallTimeToInstant,
  type Locale,
  type MeetingEditData,
  type MeetingItem,
  type MeetingLists,
  type MeetingStatus,
  planMemberAction,
  planStaffAction,
  TransitionRefused,
  type StaffAction,
  type TransitionPlan,
} from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { services } from '../../../services';
import { rows, type Row } from '../../../utils/rows';
import { detailOf, recordMeetingEvent, STAFF_ACTION_EVENT, SYSTEM_ACTOR, type Actor, type HistoryAction } from '../lib/history';

const UID = 'api::meeting.meeting';

const POPULATE = {
  manager: { select: ['id', 'firstName', 'lastName', 'email', 'department', 'position'] },
  member: { select: ['id', 'email', 'firstName', 'lastName', 'siteLang'] },
} as const;

/** A meeting row as the services read it (manager and member populated), typed from the schema. */
export type MeetingRow = Row<typeof UID, { populate: typeof POPULATE }>;

/** A meeting's other attendees: a JSON column that only the edit writes, from the contract's parsed input. */
const attendeesOf = (row: MeetingRow) => (row.meetingUsers as MeetingItem['meetingUsers'] | null) ?? [];
const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
const notFound = () => ApiError.field(404, 'pk', 'error.notFound');

/**
 * The member of a meeting as the actor of its history: by id only, the name is read from the member when the
 * history is shown, so a withdrawal's erasure reaches the history too.
 */
const memberActor = (row: MeetingRow): Actor => ({ type: 'MEMBER', id: row.member?.id ?? null, firstName: null, lastName: null });

/** Names of the categories and products a set of meetings refers to, in one locale. */
async function namesFor(strapi: Core.Strapi, locale: Locale, meetings: MeetingRow[]) {
  const categoryPks = [...new Set(meetings.flatMap((r) => [r.productCategoryPk1, r.productCategoryPk2]).filter(Boolean))] as number[];
  const productPks = [...new Set(meetings.map((r) => r.productPk).filter(Boolean))] as number[];
  const published = (pks: number[]) => ({ pk: { $in: pks }, locale: locale.strapi, publishedAt: { $notNull: true } });
  const [categories, products] = await Promise.all([
    categoryPks.length
      ? rows(strapi, 'api::product-category.product-category').findMany({ where: published(categoryPks), select: ['pk', 'name'] })
      : [],
    productPks.length ? rows(strapi, 'api::product.product').findMany({ where: published(productPks), select: ['pk', 'model'] }) : [],
  ]);
  return {
    category: new Map(categories.map((c) => [c.pk, c.name ?? ''])),
    product: new Map(products.map((p) => [p.pk, p.model ?? ''])),
  };
}

function toItem(row: MeetingRow, names: Awaited<ReturnType<typeof namesFor>>): MeetingItem {
  return {
    pk: row.id,
    title: row.title,
    status: row.meetingStatus,
    tag: meetingGroup(row.meetingStatus),
    lastUpdator: row.lastUpdator,
    meetingAt: iso(row.meetingAt),
    confirmedAt: iso(row.confirmedAt),
    manager: row.manager
      ? {
          pk: row.manager.id,
          firstName: row.manager.firstName,
          lastName: row.manager.lastName,
          email: row.manager.email,
          department: row.manager.department ?? '',
          position: row.manager.position ?? '',
        }
      : null,
    url: row.url ?? '',
    requestMeetingAt: iso(row.requestMeetingAt),
    requestAnywhen: !!row.requestAnywhen,
    requestTimeZone: row.requestTimeZone ?? '+00:00',
    requestDescription: row.requestDescription ?? '',
    requestPlatform: row.requestPlatform ?? '',
    requesterJoin: row.requesterJoin !== false,
    productCategoryPk1: row.productCategoryPk1,
    productCategoryPk2: row.productCategoryPk2,
    productPk: row.productPk,
    productCategoryName: (row.productCategoryPk2 && names.category.get(row.productCategoryPk2)) || '',
    productName: (row.productPk && names.product.get(row.productPk)) || '',
    meetingUsers: attendeesOf(row),
    result: row.result ?? '',
    cancelReason: row.cancelReason ?? '',
    changeReason: row.changeReason ?? '',
    createAt: new Date(row.createdAt).toISOString(),
    version: new Date(row.updatedAt).toISOString(),
  };
}

/** Soonest first for open meetings, newest first for closed ones. */
const byTime = (a: MeetingItem, b: MeetingItem) =>
  new Date(a.meetingAt ?? a.requestMeetingAt ?? a.createAt).getTime() - new Date(b.meetingAt ?? b.requestMeetingAt ?? b.createAt).getTime();

/**
 * Meetings of members with the provider's managers (docs/meetings.md). A member
 * reads and acts only on their own meetings (another member's pk answers 404); every status change goes through
 * `transition`, which plans it (meeting-rules.ts in @portal/domain), writes it, its notification and its mail in one transaction.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** One meeting; with memberId, only if it is that member's. */
  async find(pk: number, memberId?: number): Promise<MeetingRow | null> {
    return await rows(strapi, UID).findOne({
      where: memberId === undefined ? { id: pk } : { id: pk, member: { id: memberId } },
      populate: POPULATE,
    });
  },

  async items(locale: Locale, meetings: MeetingRow[]): Promise<MeetingItem[]> {
    const names = await namesFor(strapi, locale, meetings);
    return meetings.map((r) => toItem(r, names));
  },

  /** The four lists of the meeting page. */
  async lists(memberId: number, locale: Locale): Promise<MeetingLists> {
    const meetings = await rows(strapi, UID).findMany({ where: { member: { id: memberId } }, populate: POPULATE, limit: 1000 });
    const items = await this.items(locale, meetings);
    const group = (tag: MeetingItem['tag']) => items.filter((i) => i.tag === tag);
    return {
      reserveList: group('plan').sort(byTime),
      requestList: group('apply').sort(byTime),
      completeList: group('complete').sort((a, b) => -byTime(a, b)),
      cancelList: group('cancel').sort((a, b) => -byTime(a, b)),
    };
  },

  /** The home page's cards: open meetings, reserved ones first, soonest first. */
  async upcoming(memberId: number, locale: Locale): Promise<MeetingItem[]> {
    const { reserveList, requestList } = await this.lists(memberId, locale);
    return [...reserveList, ...requestList];
  },

  async detail(memberId: number, pk: number, locale: Locale): Promise<MeetingItem> {
    const row = await this.find(pk, memberId);
    if (!row) throw notFound();
    return (await this.items(locale, [row]))[0];
  },

  /** A new request (REQUEST, lastUpdator USER), assigned to the manager with the fewest open meetings. */
  async create(memberId: number, data: MeetingEditData, siteLang: string) {
    await this.checkCatalogue(data);
    return this.withTransaction(async () => {
      const manager = await this.pickManager();
      const created = await rows(strapi, UID).create({
        data: {
          ...this.requestFields(data),
          requestDescription: data.requestDescription,
          productCategoryPk1: data.productCategoryPk1,
          productCategoryPk2: data.productCategoryPk2,
          productPk: data.productPk,
          siteLang: data.siteLang ?? siteLang,
          meetingStatus: 'REQUEST',
          lastUpdator: 'USER',
          member: memberId,
          manager: manager?.id ?? null,
          invitationSequence: 0,
        },
      });
      await services.notifications.notify({ memberId, type: 'WAIT_APPROVAL', meetingPk: created.id, managerPk: manager?.id ?? null });
      const row = (await this.find(created.id))!;
      await recordMeetingEvent(created.id, {
        action: 'REQUEST',
        actor: memberActor(row),
        from: null,
        to: 'REQUEST',
        meetingAt: row.requestMeetingAt,
      });
      return { pk: created.id as number };
    });
  },

  /** A member's edit: the status machine decides whether and to what; categories and product stay as requested. */
  async edit(memberId: number, data: MeetingEditData) {
    const pk = data.pk!;
    const requestMeetingAt = data.requestMeetingAt ? wallTimeToInstant(data.requestMeetingAt, data.requestTimeZone) : null;
    return this.transition(pk, { memberId, action: 'EDIT' }, (before) => {
      if (data.version && data.version !== new Date(before.updatedAt).toISOString())
        throw new TransitionRefused('meeting.error.changedMeanwhile');
      const plan = planMemberAction(before, { kind: 'edit', requestMeetingAt });
      const description = `${(before as MeetingRow).requestDescription ?? ''}${descriptionStamp(new Date(), data.requestTimeZone)}${data.requestDescription}`;
      plan.patch = {
        ...plan.patch,
        ...this.requestFields(data),
        requestDescription: description.slice(-20000),
        changeReason: data.changeReason ?? data.reason ?? null,
      };
      return plan;
    });
  },

  async approve(memberId: number, pk: number) {
    return this.transition(pk, { memberId, action: 'APPROVE' }, (before) => planMemberAction(before, { kind: 'approve' }));
  },

  async cancelByMember(memberId: number, pk: number, reason: string) {
    return this.transition(pk, { memberId, action: 'CANCEL' }, (before) => planMemberAction(before, { kind: 'cancel', reason }));
  },

  /**
   * A manager's action from the meetings desk (the staff user acts) or the command line (the system acts); Content
   * Manager saves plan the same way in lib/admin-edits.ts.
   */
  async staffAction(pk: number, action: StaffAction, actor: Actor = SYSTEM_ACTOR) {
    return this.transition(pk, { action: STAFF_ACTION_EVENT[action.kind], actor }, (before) => planStaffAction(before, action));
  },

  /** A manager's reassignment (the meetings desk): an open meeting goes to an active manager, or to none. */
  async assignManager(pk: number, managerId: number | null, actor: Actor = SYSTEM_ACTOR) {
    return this.withTransaction(async () => {
      const before = await this.find(pk);
      if (!before) throw notFound();
      if (meetingQueue(before) === 'done') throw ApiError.field(409, 'meetingStatus', 'meeting.error.closed');
      if (managerId !== null) {
        const manager = await rows(strapi, 'api::manager.manager').findOne({ where: { id: managerId, active: true }, select: ['id'] });
        if (!manager) throw ApiError.field(422, 'manager', 'meeting.error.manager');
      }
      await rows(strapi, UID).update({ where: { id: pk }, data: { manager: managerId, updatedAt: new Date() } });
      const after = (await this.find(pk))!;
      const detail = after.manager ? `${after.manager.firstName} ${after.manager.lastName}`.trim() : null;
      await recordMeetingEvent(pk, { action: 'ASSIGN', actor, from: before.meetingStatus, to: after.meetingStatus, detail });
      return { pk, manager: managerId };
    });
  },

  /**
   * Plans a transition on the current row, writes it, its history event, its notification and its calendar mail
   * (into the outbox) in one transaction. A refused plan becomes a 409 naming the field; nothing is written. A
   * member's transition (memberId) is the member's act; a staff one names its actor.
   */
  async transition(
    pk: number,
    scope: { memberId?: number; action: HistoryAction; actor?: Actor },
    plan: (before: MeetingRow) => TransitionPlan,
  ) {
    const { after } = await this.withTransaction(async () => {
      const before = await this.find(pk, scope.memberId);
      if (!before) throw notFound();
      let planned: TransitionPlan;
      try {
        planned = plan(before);
      } catch (error) {
        if (error instanceof TransitionRefused) throw ApiError.field(409, error.field, error.key);
        throw error;
      }
      await rows(strapi, UID).update({ where: { id: pk }, data: { ...planned.patch, updatedAt: new Date() } });
      const after = (await this.find(pk))!;
      await recordMeetingEvent(pk, {
        action: scope.action,
        actor: scope.memberId !== undefined ? memberActor(before) : (scope.actor ?? SYSTEM_ACTOR),
        from: before.meetingStatus,
        to: after.meetingStatus,
        meetingAt: after.meetingAt ?? after.requestMeetingAt,
        detail: detailOf(planned.patch),
      });
      await services.meetingEffects.notify(after, planned);
      await services.meetingEffects.mail(before, after, planned);
      return { after };
    });
    return { pk, status: after.meetingStatus as MeetingStatus };
  },

  /** Runs work in a database transaction (db.query calls inside join it). */
  async withTransaction<T>(work: () => Promise<T>): Promise<T> {
    return strapi.db.transaction(() => work());
  },

  /** The fields a member sets on create and edit. */
  requestFields(data: MeetingEditData) {
    return {
      title: data.title,
      requestAnywhen: data.requestAnywhen,
      requestMeetingAt: data.requestMeetingAt ? wallTimeToInstant(data.requestMeetingAt, data.requestTimeZone) : null,
      requestTimeZone: data.requestTimeZone,
      requestPlatform: data.requestPlatform,
      requesterJoin: data.requesterJoin,
      meetingUsers: data.meetingUsers,
    };
  },

  /** 422 unless the sub-category belongs to the category and the product to the sub-category (all published). */
  async checkCatalogue(data: MeetingEditData) {
    const sub = await rows(strapi, 'api::product-category.product-category').findOne({
      where: { pk: data.productCategoryPk2, publishedAt: { $notNull: true } },
      populate: { parent: { select: ['pk'] } },
    });
    if (!sub || sub.parent?.pk !== data.productCategoryPk1) throw ApiError.field(422, 'productCategoryPk2', 'meeting.error.business');
    const product = await rows(strapi, 'api::product.product').findOne({
      where: { pk: data.productPk, publishedAt: { $notNull: true } },
      populate: { category: { select: ['pk'] } },
    });
    if (!product || product.category?.pk !== data.productCategoryPk2) throw ApiError.field(422, 'productPk', 'meeting.error.product');
  },

  /** The active manager with the fewest open meetings (ties: the longest-standing manager). */
  async pickManager(): Promise<{ id: number } | null> {
    const managers = await rows(strapi, 'api::manager.manager').findMany({
      where: { active: true },
      select: ['id'],
      orderBy: { id: 'asc' },
    });
    if (!managers.length) return null;
    const load = await Promise.all(
      managers.map((m) => rows(strapi, UID).count({ where: { manager: { id: m.id }, meetingStatus: { $notIn: ['COMPLETE', 'CANCEL'] } } })),
    );
    return managers[load.indexOf(Math.min(...load))];
  },

  /** Withdrawal: open meetings are cancelled by the user (the manager's calendar is freed), notifications aside. */
  async closeForWithdrawal(memberId: number) {
    const open = await rows(strapi, UID).findMany({
      where: { member: { id: memberId }, meetingStatus: { $notIn: ['COMPLETE', 'CANCEL'] } },
      populate: POPULATE,
    });
    if (!open.length) return;
    await rows(strapi, UID).updateMany({
      where: { id: { $in: open.map((m) => m.id) } },
      data: { meetingStatus: 'CANCEL', lastUpdator: 'USER', cancelReason: 'withdrawn' },
    });
    for (const row of open)
      await recordMeetingEvent(row.id, {
        action: 'CANCEL',
        actor: memberActor(row),
        from: row.meetingStatus,
        to: 'CANCEL',
        detail: 'withdrawn',
      });
  },

  /** The newest meetings for staff, optionally of one status (operators: `npm run admin -- meeting-list`). */
  async listForStaff(status?: MeetingStatus, limit = 100): Promise<MeetingRow[]> {
    return rows(strapi, UID).findMany({
      where: status ? { meetingStatus: status } : {},
      populate: POPULATE,
      orderBy: { id: 'desc' },
      limit,
    });
  },
});
