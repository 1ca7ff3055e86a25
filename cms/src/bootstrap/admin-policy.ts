/**
 * The admin roles, in one table (docs/staff-roles.md). Pure data: the bootstrap (admin-roles.ts) turns it into
 * Strapi permissions at every start, and the reliability suite (tests/reliability/admin-roles.test.ts) generates its
 * content type x role x action matrix from it. A content type no row names is closed to every role but Super Admin.
 */
import { LOCALES, SITE_CONTENT_TYPES } from '@portal/domain';
import type { StaffTool } from '@portal/domain';

/** Content Manager actions (`plugin::content-manager.explorer.<action>`). */
export const CM_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'] as const;
export type CmAction = (typeof CM_ACTIONS)[number];

export interface TypeGrant {
  actions: readonly CmAction[];
  /** Fields the role may read; every field of the type (private ones excepted) when left out. */
  read?: readonly string[];
  /** Fields the role may write on create and update; the readable fields when left out. */
  write?: readonly string[];
}

export interface RolePolicy {
  code: string;
  name: string;
  description: string;
  /** `all`: Strapi itself re-grants the Super Admin every permission at every start; the table only records it. */
  types: 'all' | Readonly<Record<string, TypeGrant>>;
  /** Media Library actions (`plugin::upload.*`). */
  upload?: readonly string[];
  /** The staff workspace's tools the role uses (`plugin::staff.<tool>`, docs/staff-workspace.md). */
  tools?: readonly StaffTool[];
  /** Only the entries the role's user created (Strapi's `admin::is-creator` condition). */
  ownEntriesOnly?: boolean;
}

const SUPER_ADMIN_CODE = 'strapi-super-admin';
/** The content locales every localized grant covers (Strapi's locale permission property). */
export const CONTENT_LOCALES: readonly string[] = LOCALES.map((l) => l.strapi);

/**
 * Site content: what the static pages and the showroom are built from (every localized type), plus the reference
 * lists the pages show (countries, inquiry question types). None of it is about a member.
 */
const SITE_CONTENT = [...SITE_CONTENT_TYPES, 'api::country.country', 'api::question-type.question-type'];

const EDIT_CONTENT: TypeGrant = { actions: ['create', 'read', 'update', 'delete', 'publish'] };
const MEDIA_LIBRARY = ['read', 'configure-view', 'assets.create', 'assets.update', 'assets.download', 'assets.copy-link'];
const siteContent = (grant: TypeGrant) => Object.fromEntries(SITE_CONTENT.map((uid) => [uid, grant]));

/**
 * What a manager needs of a member to hold a meeting with them (docs/meetings.md#fields: attendees are named
 * by first and last name, position and e-mail; the person's company and department say who is at the table). The
 * username is the e-mail (the panel's label for a member). Phones, country, consents, status and VIP flag are not
 * needed for an online meeting and stay hidden.
 */
const MEMBER_FIELDS_FOR_MEETINGS = ['username', 'email', 'firstName', 'lastName', 'partner', 'department', 'position'] as const;

/** What an administrator reads of a member: everything the registration collected, no secrets or counters. */
const MEMBER_FIELDS_FOR_APPROVAL = [
  ...MEMBER_FIELDS_FOR_MEETINGS,
  'memberStatus',
  'registrationType',
  'requestedDomain',
  'phoneNum',
  'phoneCountryPk',
  'mobileNum',
  'mobileCountryPk',
  'countryPk',
  'productCategoryPks',
  'siteLang',
  'agreementTermsOfService',
  'agreementPrivacyPolicy',
  'agreementMarketing',
  'vip',
  'emailVerifiedAt',
  'approvedAt',
  'withdrawnAt',
];

export const ADMIN_POLICY: readonly RolePolicy[] = [
  {
    // The operators who run the portal: roles, admin users, settings, every type. Strapi keeps this role complete.
    code: SUPER_ADMIN_CODE,
    name: 'Super Admin',
    description: 'Super Admins can access and manage all features and settings.',
    types: 'all',
  },
  {
    // Approves registrations (setting a member ACTIVE runs the approval: partner, domain, mail; approval-hook.ts) and
    // keeps the partner list. Partner domains decide who becomes ACTIVE without approval, so only this role (and the
    // Super Admin) may write them. Members are never created or deleted in the panel: they register and withdraw.
    // Its daily work is the member administration tool (queue, rejection, invitations, VIP, partners and domains;
    // docs/staff-workspace.md#member-administration), through the same services as the command line.
    code: 'portal-administrator',
    name: 'Administrator',
    description: 'Approves members, keeps partners and their domains. No site content, meetings or inquiries.',
    types: {
      'plugin::users-permissions.user': {
        actions: ['read', 'update'],
        read: MEMBER_FIELDS_FOR_APPROVAL,
        write: ['memberStatus', 'partner', 'requestedDomain', 'vip'],
      },
      'api::partner.partner': { actions: ['create', 'read', 'update'] },
    },
    tools: ['members', 'statistics'],
  },
  {
    // Handles meetings and answers inquiries (docs/meetings.md, docs/staff-workspace.md): reads and updates meetings,
    // never creates or deletes them (members do), writes only the fields a staff action owns, the status only through
    // an action of the meetings desk, never raw; reads inquiries (answered at the inquiry desk) and their attachments,
    // the managers to assign, the platforms and question types, and of members only what a meeting needs.
    code: 'portal-manager',
    name: 'Manager',
    description: 'Meetings and inquiries of members; no content or settings.',
    types: {
      'api::meeting.meeting': {
        actions: ['read', 'update'],
        write: ['meetingAt', 'url', 'result', 'cancelReason', 'changeReasonManager', 'manager'],
      },
      // Answers are given at the inquiry desk (files, link check, answered once); the Content Manager only shows them.
      'api::inquiry.inquiry': { actions: ['read'] },
      'api::member-asset.member-asset': { actions: ['read'] },
      'api::manager.manager': { actions: ['read'] },
      'api::meeting-platform.meeting-platform': { actions: ['read'] },
      'api::question-type.question-type': { actions: ['read'] },
      'plugin::users-permissions.user': { actions: ['read'], read: MEMBER_FIELDS_FOR_MEETINGS },
      'api::partner.partner': { actions: ['read'], read: ['globalName', 'localName', 'englishName', 'url'] },
    },
    tools: ['meetings', 'inquiries', 'statistics'],
  },
  {
    // Edits and publishes the site in all four locales, with the Media Library for its images; sees whether the
    // site build after a publish succeeded. No member-owned or member-data type, no partners.
    code: 'strapi-editor',
    name: 'Editor',
    description: 'Edits and publishes site content in every language. No member data.',
    types: { ...siteContent(EDIT_CONTENT), 'api::site-build.site-build': { actions: ['read'] } },
    tools: ['statistics'],
    upload: MEDIA_LIBRARY,
  },
  {
    // Strapi's Author, kept for drafts by outside writers: the Editor's types, only their own entries, no publishing.
    code: 'strapi-author',
    name: 'Author',
    description: 'Drafts site content (own entries only); an Editor publishes. No member data.',
    types: siteContent({ actions: ['create', 'read', 'update', 'delete'] }),
    upload: MEDIA_LIBRARY,
    ownEntriesOnly: true,
  },
];
