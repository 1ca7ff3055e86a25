import type { Core, UID } from '@strapi/strapi';
import type bookmarks from './api/bookmark/services/bookmarks';
import type inquiries from './api/inquiry/services/inquiries';
import type meetingEffects from './api/meeting/services/effects';
import type meetings from './api/meeting/services/meetings';
import type reminders from './api/meeting/services/reminders';
import type assets from './api/member-asset/services/assets';
import type accounts from './api/member/services/accounts';
import type approvals from './api/member/services/approvals';
import type mailer from './api/mail/services/mailer';
import type outbox from './api/mail/services/outbox';
import type oneTimeLinks from './api/member/services/one-time-links';
import type passwords from './api/member/services/passwords';
import type rateLimit from './api/member/services/rate-limit';
import type registration from './api/member/services/registration';
import type sessions from './api/member/services/sessions';
import type signIn from './api/member/services/sign-in';
import type notifications from './api/notification/services/notifications';
import type categoryCatalogue from './api/product-category/services/catalogue';
import type productCatalogue from './api/product/services/catalogue';
import type search from './api/product/services/search';
import type partners from './api/partner/services/partners';
import type techGallery from './api/showroom-station/services/tech-gallery';
import type publishSchedule from './api/site-build/services/publish-schedule';
import type siteBuilds from './api/site-build/services/site-builds';
import type statistics from './api/statistics/services/statistics';

/**
 * The project's own services, typed (docs/architecture.md, layers).
 *
 * Strapi loads every `api/<area>/services/<name>.ts` factory once and keeps the instance (several hold state: the
 * outbox's sweep, the rate limiter's prune clock, the site-build queue, the search index). Modules reach those
 * instances here, by name, each typed as its factory's return type, instead of `strapi.service('api::...')`
 * strings that answer `any`: go-to-definition leads from a controller through `services.x.method` to the method in
 * the factory and on to its query, and a renamed or removed method fails the typecheck at every caller.
 *
 * A registry rather than plain-function imports because the services are Strapi's instances (the admin panel,
 * lifecycles and document middlewares reach the same ones), and because a factory keeps its own state; the
 * uid strings live only in this file. It reads the process's Strapi (`global.strapi`, set by `createStrapi` in the
 * server, the command line and the tests alike), and each getter looks the instance up when it is called, so
 * importing this module never needs a loaded Strapi.
 */
type Service<F extends (deps: { strapi: Core.Strapi }) => object> = ReturnType<F>;

const get = <F extends (deps: { strapi: Core.Strapi }) => object>(uid: UID.Service) => strapi.service(uid) as Service<F>;

export const services = {
  get accounts() {
    return get<typeof accounts>('api::member.accounts');
  },
  get approvals() {
    return get<typeof approvals>('api::member.approvals');
  },
  get assets() {
    return get<typeof assets>('api::member-asset.assets');
  },
  get bookmarks() {
    return get<typeof bookmarks>('api::bookmark.bookmarks');
  },
  get categoryCatalogue() {
    return get<typeof categoryCatalogue>('api::product-category.catalogue');
  },
  get inquiries() {
    return get<typeof inquiries>('api::inquiry.inquiries');
  },
  get mailer() {
    return get<typeof mailer>('api::mail.mailer');
  },
  get meetingEffects() {
    return get<typeof meetingEffects>('api::meeting.effects');
  },
  get meetings() {
    return get<typeof meetings>('api::meeting.meetings');
  },
  get notifications() {
    return get<typeof notifications>('api::notification.notifications');
  },
  get outbox() {
    return get<typeof outbox>('api::mail.outbox');
  },
  get oneTimeLinks() {
    return get<typeof oneTimeLinks>('api::member.one-time-links');
  },
  get partners() {
    return get<typeof partners>('api::partner.partners');
  },
  get passwords() {
    return get<typeof passwords>('api::member.passwords');
  },
  get productCatalogue() {
    return get<typeof productCatalogue>('api::product.catalogue');
  },
  get rateLimit() {
    return get<typeof rateLimit>('api::member.rate-limit');
  },
  get registration() {
    return get<typeof registration>('api::member.registration');
  },
  get publishSchedule() {
    return get<typeof publishSchedule>('api::site-build.publish-schedule');
  },
  get reminders() {
    return get<typeof reminders>('api::meeting.reminders');
  },
  get search() {
    return get<typeof search>('api::product.search');
  },
  get sessions() {
    return get<typeof sessions>('api::member.sessions');
  },
  get signIn() {
    return get<typeof signIn>('api::member.sign-in');
  },
  get siteBuilds() {
    return get<typeof siteBuilds>('api::site-build.site-builds');
  },
  get statistics() {
    return get<typeof statistics>('api::statistics.statistics');
  },
  get techGallery() {
    return get<typeof techGallery>('api::showroom-station.tech-gallery');
  },
};

/** The part of Strapi's admin role service the role table uses (bootstrap/admin-roles.ts). */
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
  create(role: { code: string; name: string; description: string }): Promise<{ id: number }>;
  update(where: { id: number }, role: { name: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: object[]): Promise<unknown>;
}

/** The part of Strapi's admin user service the first start uses (bootstrap/admin-user.ts). */
interface AdminUserService {
  exists(): Promise<boolean>;
  create(user: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
    isActive: boolean;
    registrationToken: null;
    roles: number[];
  }): Promise<unknown>;
}

/** The Content Manager's permission checker for one staff member and one model (utils/admin-auth.ts). */
interface PermissionCheckerService {
  create(options: { userAbility: unknown; model: string }): { can: { read(entity: object, field?: string): boolean } };
}

/** The i18n plugin's locales service (bootstrap/locales.ts). */
interface LocalesService {
  find(): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

/** The upload plugin's upload service (the seed's images and press kit files). */
interface UploadService {
  upload(input: {
    data: { fileInfo: { name?: string; alternativeText?: string }[] };
    files: object[];
  }): Promise<{ id: number; name: string; url: string }[]>;
}

/**
 * Strapi's own services that our modules call, keeping Strapi's names, typed by the methods we use (Strapi types
 * them `any`): a Strapi upgrade that changes one fails here, in one place.
 */
export const strapiServices = {
  get adminRoles() {
    return strapi.service('admin::role') as AdminRoleService;
  },
  get adminUsers() {
    return strapi.service('admin::user') as AdminUserService;
  },
  get adminAuth() {
    return strapi.service('admin::auth') as { validatePassword(password: string, hash: string): Promise<boolean> };
  },
  get adminContentTypes() {
    return strapi.service('admin::content-type') as {
      getNestedFields(schema: object, options: { components: object }): string[];
    };
  },
  get permissionChecker() {
    return strapi.plugin('content-manager').service('permission-checker') as PermissionCheckerService;
  },
  get locales() {
    return strapi.plugin('i18n').service('locales') as LocalesService;
  },
  get upload() {
    return strapi.plugin('upload').service('upload') as UploadService;
  },
};
