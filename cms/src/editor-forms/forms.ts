/**
 * The Content Manager's forms, as editors think of a page: what it says, its pictures, where it appears, who sees
 * it, when it goes live, and last what the portal keeps itself (docs/editors.md#the-forms). Every content type has
 * an entry (a unit test checks); `cms/src/editor-forms/apply.ts` writes them into Strapi's configuration at every
 * start, so every environment shows the same forms. Pure data: the admin panel imports it too (the groups are its
 * panels).
 *
 * A row is a list of fields side by side (`name` or `name:size`, the size in twelfths; fields without one share the
 * row). A field a type has but no group names (one added later) is appended in an extra panel, never dropped.
 */
type GroupName = 'text' | 'pictures' | 'placement' | 'visibility' | 'share' | 'schedule' | 'request' | 'answer' | 'system';

export interface TypeForm {
  groups: { [group in GroupName]?: string[][] };
  /** The list view's columns, a picture first where the type has one. */
  list: string[];
  /** Shown but not editable: kept by the portal. */
  readOnly?: string[];
  /** Not in the edit view at all. */
  hidden?: string[];
  /** What names an entry where another type links to it (relations, the list's search). */
  mainField: string;
  /** The list's order. */
  sort?: [field: string, order: 'ASC' | 'DESC'];
  /** Relations shown by this field of their target (`field: targetField`). */
  relationNames?: Record<string, string>;
}

const SCHEDULE = [['publishAt', 'unpublishAt']];
/** What search engines and a shared link show (the `shared.seo` part; docs/editors.md#set-a-share-picture). */
const SHARE = [['seo']];

/** Exhibitions and media news (both showcase items, docs/glossary.md) have one form; only their text differs. */
function showcaseItemForm(text: string[][]): TypeForm {
  return {
    groups: {
      text,
      pictures: [['imagePc', 'imageMob'], ['slides'], ['mediaType', 'movUrl']],
      placement: [['category']],
      visibility: [['viewTarget']],
      share: SHARE,
      schedule: SCHEDULE,
      system: [['pk:4', 'viewCount:4']],
    },
    list: ['imagePc', 'title', 'category', 'viewTarget', 'publishAt', 'unpublishAt', 'updatedAt'],
    readOnly: ['pk', 'viewCount'],
    mainField: 'title',
    sort: ['updatedAt', 'DESC'],
    relationNames: { category: 'name' },
  };
}

export const FORMS: Record<string, TypeForm> = {
  'api::product.product': {
    groups: {
      text: [['model'], ['description'], ['overviewPc'], ['overviewMobile'], ['featuresPc'], ['featuresMobile']],
      pictures: [['mainImage', 'thumbnails']],
      placement: [
        ['category', 'related'],
        ['sortOrder', 'techGalleryMenu', 'techGalleryOrder'],
      ],
      share: SHARE,
      schedule: SCHEDULE,
      system: [['pk:4', 'viewCount:4']],
    },
    list: ['mainImage', 'model', 'category', 'sortOrder', 'publishAt', 'updatedAt'],
    readOnly: ['pk', 'viewCount'],
    hidden: ['pkCh'],
    mainField: 'model',
    sort: ['sortOrder', 'ASC'],
    relationNames: { category: 'name', related: 'model' },
  },
  'api::product-category.product-category': {
    groups: {
      text: [['name'], ['description']],
      placement: [['parent', 'children'], ['sortOrder:4']],
      visibility: [['isPublic']],
      system: [['pk:4']],
    },
    list: ['name', 'parent', 'sortOrder', 'isPublic', 'updatedAt'],
    readOnly: ['pk'],
    mainField: 'name',
    sort: ['sortOrder', 'ASC'],
    relationNames: { parent: 'name', children: 'name' },
  },
  'api::exhibition.exhibition': showcaseItemForm([['title'], ['content'], ['event']]),
  'api::media-news.media-news': showcaseItemForm([['title'], ['contentPc', 'contentMob']]),
  'api::key-visual.key-visual': {
    groups: {
      text: [['title'], ['content']],
      pictures: [['visualType'], ['imagePc', 'imageMob'], ['movUrl']],
      placement: [['linkPcUrl', 'linkPcTarget'], ['linkMobUrl', 'linkMobTarget'], ['sortOrder:4']],
      schedule: SCHEDULE,
      system: [['pk:4', 'viewCount:4']],
    },
    list: ['imagePc', 'title', 'visualType', 'sortOrder', 'publishAt', 'unpublishAt', 'updatedAt'],
    readOnly: ['pk', 'viewCount'],
    mainField: 'title',
    sort: ['sortOrder', 'ASC'],
  },
  'api::exhibition-site.exhibition-site': {
    groups: {
      text: [['title']],
      pictures: [['imagePc', 'imageMob'], ['movUrl']],
      placement: [['category']],
      system: [['pk:4', 'viewCount:4']],
    },
    list: ['imagePc', 'title', 'category', 'updatedAt'],
    readOnly: ['pk', 'viewCount'],
    mainField: 'title',
    sort: ['pk', 'ASC'],
    relationNames: { category: 'name' },
  },
  'api::legal-text.legal-text': {
    groups: {
      text: [['kind'], ['title'], ['body']],
      placement: [['announcedOn', 'effectiveOn']],
      schedule: SCHEDULE,
    },
    list: ['kind', 'title', 'effectiveOn', 'publishAt', 'unpublishAt', 'updatedAt'],
    mainField: 'title',
    sort: ['kind', 'ASC'],
  },
  'api::site-seo.site-seo': {
    groups: {
      text: [['siteName'], ['description'], ['organizationName', 'twitterSite']],
      pictures: [['shareImage']],
    },
    list: ['siteName', 'organizationName', 'updatedAt'],
    mainField: 'siteName',
  },
  'api::press-kit-link.press-kit-link': {
    groups: { text: [['item'], ['url']] },
    list: ['item', 'url', 'updatedAt'],
    mainField: 'item',
    sort: ['item', 'ASC'],
  },
  'api::showroom-station.showroom-station': {
    groups: {
      text: [['station'], ['title']],
      pictures: [['introVideo', 'poster'], ['items']],
    },
    list: ['station', 'title', 'updatedAt'],
    mainField: 'title',
    sort: ['station', 'ASC'],
  },
  'api::common-code.common-code': {
    groups: { text: [['name']], placement: [['parentPk', 'sortOrder']], system: [['pk:4']] },
    list: ['pk', 'name', 'parentPk', 'sortOrder'],
    readOnly: ['pk'],
    mainField: 'name',
    sort: ['pk', 'ASC'],
  },
  'api::question-type.question-type': {
    groups: { text: [['name'], ['code']], placement: [['sortOrder:4']] },
    list: ['code', 'name', 'sortOrder'],
    mainField: 'name',
    sort: ['sortOrder', 'ASC'],
  },
  'api::country.country': {
    groups: { text: [['name'], ['code', 'callingCode']], system: [['pk:4']] },
    list: ['code', 'name', 'callingCode'],
    readOnly: ['pk'],
    mainField: 'name',
    sort: ['code', 'ASC'],
  },
  'api::meeting-platform.meeting-platform': {
    groups: { text: [['name', 'value']], placement: [['sortOrder:4']] },
    list: ['name', 'value', 'sortOrder'],
    mainField: 'name',
    sort: ['sortOrder', 'ASC'],
  },
  'api::manager.manager': {
    groups: { text: [['firstName', 'lastName'], ['email'], ['department', 'position']], visibility: [['active']] },
    list: ['lastName', 'firstName', 'email', 'department', 'active'],
    mainField: 'email',
    sort: ['lastName', 'ASC'],
  },
  'api::partner.partner': {
    groups: {
      text: [
        ['englishName', 'localName'],
        ['globalName', 'url'],
      ],
      placement: [['domains']],
      visibility: [['approved']],
    },
    list: ['englishName', 'localName', 'globalName', 'approved'],
    mainField: 'globalName',
    sort: ['globalName', 'ASC'],
  },
  'api::inquiry.inquiry': {
    groups: {
      request: [['title'], ['questionTypeCode', 'siteLang'], ['content'], ['url'], ['member', 'assets']],
      answer: [['processStatus', 'answeredAt'], ['answerContent'], ['answerUrl'], ['assigneeId']],
    },
    list: ['title', 'member', 'questionTypeCode', 'processStatus', 'createdAt'],
    readOnly: ['member', 'siteLang', 'answeredAt', 'assigneeId'],
    mainField: 'title',
    sort: ['createdAt', 'DESC'],
    relationNames: { member: 'email', assets: 'name' },
  },
  'api::meeting.meeting': {
    groups: {
      request: [
        ['title'],
        ['member', 'siteLang'],
        ['requestMeetingAt', 'requestTimeZone', 'requestAnywhen'],
        ['requestPlatform', 'requesterJoin'],
        ['requestDescription'],
        ['productCategoryPk1', 'productCategoryPk2', 'productPk'],
        ['meetingUsers'],
        ['changeReason'],
      ],
      answer: [['meetingStatus', 'manager'], ['meetingAt', 'confirmedAt'], ['url'], ['changeReasonManager'], ['result'], ['cancelReason']],
      system: [
        ['lastUpdator', 'invitationSequence'],
        ['dayReminderAt', 'hourReminderAt'],
      ],
    },
    list: ['title', 'member', 'manager', 'meetingStatus', 'meetingAt', 'createdAt'],
    // The status machine's fields (api/meeting/lib/admin-edits.ts keeps them read-only too).
    readOnly: ['meetingStatus', 'lastUpdator', 'confirmedAt', 'invitationSequence', 'dayReminderAt', 'hourReminderAt', 'member'],
    mainField: 'title',
    sort: ['createdAt', 'DESC'],
    relationNames: { member: 'email', manager: 'email' },
  },
  'api::member-asset.member-asset': {
    groups: { text: [['name'], ['mime', 'size'], ['target', 'role'], ['owner', 'inquiry']], system: [['uuid']] },
    list: ['name', 'owner', 'target', 'size', 'createdAt'],
    readOnly: ['uuid', 'mime', 'size', 'owner'],
    mainField: 'name',
    sort: ['createdAt', 'DESC'],
    relationNames: { owner: 'email', inquiry: 'title' },
  },
  // Staff records of the desks, written only by the desks' services; the Super Admin may look.
  'api::inquiry-note.inquiry-note': {
    groups: { text: [['inquiryId', 'kind'], ['content'], ['authorId', 'authorFirstName', 'authorLastName']] },
    list: ['inquiryId', 'kind', 'authorLastName', 'createdAt'],
    readOnly: ['inquiryId', 'kind', 'content', 'authorId', 'authorFirstName', 'authorLastName'],
    mainField: 'kind',
    sort: ['createdAt', 'DESC'],
  },
  'api::meeting-event.meeting-event': {
    groups: {
      text: [
        ['meetingId', 'action'],
        ['actorType', 'actorId'],
        ['actorFirstName', 'actorLastName'],
        ['fromStatus', 'toStatus', 'meetingAt'],
        ['detail'],
      ],
    },
    list: ['meetingId', 'action', 'actorType', 'createdAt'],
    readOnly: [
      'meetingId',
      'action',
      'actorType',
      'actorId',
      'actorFirstName',
      'actorLastName',
      'fromStatus',
      'toStatus',
      'meetingAt',
      'detail',
    ],
    mainField: 'action',
    sort: ['createdAt', 'DESC'],
  },
  'api::notification.notification': {
    groups: {
      text: [
        ['type', 'read'],
        ['memberId', 'startAt'],
        ['meetingPk', 'managerPk', 'qnaPk'],
      ],
    },
    list: ['memberId', 'type', 'read', 'createdAt'],
    readOnly: ['memberId', 'meetingPk', 'managerPk', 'qnaPk', 'startAt', 'type'],
    mainField: 'type',
    sort: ['createdAt', 'DESC'],
  },
  'api::bookmark.bookmark': {
    groups: { text: [['user', 'productPk']] },
    list: ['user', 'productPk', 'createdAt'],
    readOnly: ['user', 'productPk'],
    mainField: 'productPk',
    sort: ['createdAt', 'DESC'],
    relationNames: { user: 'email' },
  },
  'api::site-build.site-build': {
    groups: {
      system: [
        ['state', 'reason'],
        ['dueAt', 'startedAt', 'finishedAt'],
        ['seconds', 'pages', 'attempts'],
        ['builder', 'leaseUntil'],
        ['folder'],
        ['purgeDueAt', 'purgeAttempts', 'purgedAt'],
        ['log'],
      ],
    },
    list: ['id', 'state', 'reason', 'startedAt', 'seconds', 'pages'],
    readOnly: [
      'state',
      'reason',
      'dueAt',
      'startedAt',
      'finishedAt',
      'seconds',
      'pages',
      'attempts',
      'builder',
      'leaseUntil',
      'folder',
      'purgeDueAt',
      'purgeAttempts',
      'purgedAt',
      'log',
    ],
    mainField: 'reason',
    sort: ['id', 'DESC'],
  },
  'api::mail.outbox-mail': {
    groups: { system: [['template', 'recipient'], ['mailStatus', 'attempts'], ['dueAt', 'sentAt'], ['lastError']] },
    list: ['template', 'recipient', 'mailStatus', 'dueAt', 'sentAt'],
    readOnly: ['template', 'recipient', 'mailStatus', 'attempts', 'dueAt', 'sentAt', 'lastError'],
    hidden: ['message'],
    mainField: 'recipient',
    sort: ['dueAt', 'DESC'],
  },
  'api::member.member-session': {
    groups: {
      system: [
        ['user', 'signIn'],
        ['lastSeenAt', 'expiresAt'],
        ['endsAt', 'revokedAt'],
      ],
    },
    list: ['user', 'lastSeenAt', 'expiresAt', 'revokedAt'],
    readOnly: ['user', 'signIn', 'lastSeenAt', 'expiresAt', 'endsAt'],
    hidden: ['tokenHash'],
    mainField: 'lastSeenAt',
    sort: ['lastSeenAt', 'DESC'],
    relationNames: { user: 'email' },
  },
  'api::member.member-token': {
    groups: {
      system: [
        ['purpose', 'email'],
        ['user', 'registrationType', 'partnerId'],
        ['expiresAt', 'usedAt'],
      ],
    },
    list: ['purpose', 'email', 'expiresAt', 'usedAt'],
    readOnly: ['purpose', 'email', 'user', 'registrationType', 'partnerId', 'expiresAt'],
    hidden: ['tokenHash'],
    mainField: 'email',
    sort: ['expiresAt', 'DESC'],
    relationNames: { user: 'email' },
  },
  'api::member.rate-limit': {
    groups: { system: [['key'], ['hits', 'resetAt']] },
    list: ['key', 'hits', 'resetAt'],
    readOnly: ['key'],
    mainField: 'key',
    sort: ['resetAt', 'DESC'],
  },
  'api::member-asset.upload-quota': {
    groups: { system: [['memberId'], ['bytes', 'changedAt']] },
    list: ['memberId', 'bytes', 'changedAt'],
    readOnly: ['memberId', 'bytes', 'changedAt'],
    mainField: 'memberId',
    sort: ['changedAt', 'DESC'],
  },
  'api::statistics.menu-visit': {
    groups: {
      system: [
        ['user', 'type'],
        ['startedAt', 'endedAt', 'seconds'],
      ],
    },
    list: ['user', 'type', 'startedAt', 'seconds'],
    readOnly: ['user', 'type', 'startedAt', 'endedAt', 'seconds'],
    mainField: 'type',
    sort: ['startedAt', 'DESC'],
    relationNames: { user: 'email' },
  },
  'api::statistics.product-view': {
    groups: {
      system: [
        ['user', 'productPk'],
        ['startedAt', 'endedAt', 'seconds'],
      ],
    },
    list: ['user', 'productPk', 'startedAt', 'seconds'],
    readOnly: ['user', 'productPk', 'startedAt', 'endedAt', 'seconds'],
    mainField: 'productPk',
    sort: ['startedAt', 'DESC'],
    relationNames: { user: 'email' },
  },
};

/** A row entry's field name and its size, if it sets one. */
export const parseEntry = (entry: string): { name: string; size?: number } => {
  const [name, size] = entry.split(':');
  return { name, size: size ? Number(size) : undefined };
};

/** The fields a type's groups place, in order. */
export const placedFields = (form: TypeForm): string[] =>
  Object.values(form.groups).flatMap((rows) => (rows ?? []).flatMap((row) => row.map((entry) => parseEntry(entry).name)));
