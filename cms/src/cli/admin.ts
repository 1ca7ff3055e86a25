/**
 * `npm run admin -- <command>`: what administrators and managers do in the admin panel, for operators
 * (docs/api.md, operators). Compiled with the CMS; scripts/admin.mjs loads Strapi without serving HTTP and calls
 * `runAdmin`. Every command goes through the same services as the API and the admin panel (services.ts), so its
 * side effects (mails, notifications, document middlewares) are theirs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeBySegment, MEETING_STATUSES, utcOffset, wallTimeToInstant, type MeetingStatus, type StaffAction } from '@portal/domain';
import type { IncomingFile } from '../api/member-asset/services/assets';
import { services } from '../services';

/** Where the operator ran the command (Strapi's loader changes the working directory to cms/). */
interface CommandContext {
  startDir: string;
}

interface Command {
  usage: string;
  help: string;
  run(args: string[], context: CommandContext): Promise<void>;
}

const minutes = (at: string | Date) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** A staff action on a meeting through the same status machine as the admin panel; prints the new status. */
async function meetingAction(pk: string | undefined, action: StaffAction) {
  if (!/^\d+$/.test(pk ?? '')) throw new Error('a meeting pk is required');
  const result = await services.meetings.staffAction(Number(pk), action);
  console.log(`Meeting ${result.pk} is now ${result.status}.`);
}

/** 'YYYY-MM-DD HH:mm' at an offset (default: this machine's) as an instant. */
function meetingTime(time: string | undefined, offset: string | undefined): Date {
  const at = time && wallTimeToInstant(time, offset ?? utcOffset());
  if (!at) throw new Error('the time must be "YYYY-MM-DD HH:mm" (and the offset +HH:mm)');
  return at;
}

/** meeting-list's filter: no status (every meeting) or a known one. */
const isStatusFilter = (value: string | undefined): value is MeetingStatus | undefined =>
  value === undefined || (MEETING_STATUSES as readonly string[]).includes(value);

/** Splits qna-answer's arguments: --url <url> and repeated --file <path> (checked like members' uploads). */
function answerArgs(args: string[], startDir: string) {
  const positional: string[] = [];
  const files: IncomingFile[] = [];
  let url = '';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--url') url = args[++i] ?? '';
    else if (args[i] === '--file') {
      const filepath = path.resolve(startDir, args[++i] ?? '');
      files.push({ filepath, originalFilename: path.basename(filepath), size: fs.statSync(filepath).size });
    } else positional.push(args[i]);
  }
  return { positional, url, files };
}

export const COMMANDS: Record<string, Command> = {
  'list-pending': {
    usage: 'list-pending',
    help: 'members waiting for approval',
    async run() {
      const rows = await services.approvals.pending();
      if (!rows.length) return console.log('No member is waiting for approval.');
      console.table(
        rows.map((m) => ({
          email: m.email,
          name: `${m.firstName} ${m.lastName}`,
          type: m.registrationType,
          partner: m.partner ? `${m.partner.globalName}${m.partner.approved ? '' : ' (new)'}` : '',
          domain: m.requestedDomain ?? '',
          registered: minutes(m.createdAt),
        })),
      );
    },
  },
  'approve-member': {
    usage: 'approve-member <email>',
    help: 'approve a registration (and its new partner or domain); the member is mailed',
    async run([email]) {
      if (!email) throw new Error('an e-mail is required');
      const result = await services.approvals.approve(email);
      console.log(result.changed ? `Approved ${result.email}.` : `${result.email} was already active.`);
    },
  },
  'set-vip': {
    usage: 'set-vip <email> on|off',
    help: "give or take a member's VIP status (VIP exhibitions and media)",
    async run([email, state]) {
      if (!email || !['on', 'off'].includes(state)) throw new Error('usage: set-vip <email> on|off');
      if (!(await services.accounts.setVip(email, state === 'on'))) throw new Error(`no member ${email}`);
      console.log(`${email} is ${state === 'on' ? 'now' : 'no longer'} a VIP member.`);
    },
  },
  invite: {
    usage: 'invite <email> [en|kr|ch|jp]',
    help: 'mail an invitation link for registration',
    async run([email, lang = 'en']) {
      if (!email) throw new Error('an e-mail is required');
      const locale = localeBySegment(lang);
      if (!locale) throw new Error(`unknown language ${lang}`);
      const { url } = await services.registration.invite(email, null, locale);
      console.log(`Invitation sent to ${email}: ${url}`);
    },
  },

  'meeting-list': {
    usage: 'meeting-list [status]',
    help: 'meetings, newest first (optionally of one status)',
    async run([status]) {
      const wanted = status ? status.toUpperCase() : undefined;
      // An unknown status matches no meeting, as a filter would.
      const rows = isStatusFilter(wanted) ? await services.meetings.listForStaff(wanted) : [];
      if (!rows.length) return console.log('No meeting.');
      console.table(
        rows.map((m) => ({
          pk: m.id,
          status: m.meetingStatus,
          by: m.lastUpdator,
          title: m.title,
          member: m.member?.email ?? '',
          manager: m.manager?.email ?? '',
          time: m.meetingAt ? `${minutes(m.meetingAt)}Z` : '',
        })),
      );
    },
  },
  'meeting-propose': {
    usage: 'meeting-propose <pk> "YYYY-MM-DD HH:mm" [+HH:mm]',
    help: "propose a meeting time (in this machine's time zone unless an offset is given)",
    async run([pk, time, offset]) {
      const at = meetingTime(time, offset);
      await meetingAction(pk, { kind: 'propose', at });
    },
  },
  'meeting-confirm': {
    usage: 'meeting-confirm <pk> ["YYYY-MM-DD HH:mm" [+HH:mm]]',
    help: 'confirm a meeting at the proposed (or requested, or given) time; the member gets the invitation',
    async run([pk, time, offset]) {
      await meetingAction(pk, { kind: 'confirm', at: time ? meetingTime(time, offset) : null });
    },
  },
  'meeting-complete': {
    usage: 'meeting-complete <pk> "<result>"',
    help: 'mark a confirmed meeting completed, with its result',
    run: ([pk, result = '']) => meetingAction(pk, { kind: 'complete', result }),
  },
  'meeting-cancel': {
    usage: 'meeting-cancel <pk> "<reason>"',
    help: 'cancel a meeting as staff, with a reason',
    run: ([pk, reason = '']) => meetingAction(pk, { kind: 'cancel', reason }),
  },
  'meeting-url': {
    usage: 'meeting-url <pk> <url>',
    help: "set a meeting's join link",
    run: ([pk, url = '']) => meetingAction(pk, { kind: 'setUrl', url }),
  },
  'qna-answer': {
    usage: 'qna-answer <pk> "<text>" [--url <url>] [--file <path>]...',
    help: 'answer an inquiry, once; the member is notified',
    async run(args, { startDir }) {
      const { positional, url, files } = answerArgs(args, startDir);
      const [pk, text] = positional;
      if (!/^\d+$/.test(pk ?? '') || !text) throw new Error('usage: qna-answer <pk> "<text>" [--url <url>] [--file <path>]...');
      const result = await services.inquiries.answer(Number(pk), { content: text, url, files });
      console.log(`Answered inquiry ${result.pk}${result.files ? ` with ${result.files} file(s)` : ''}.`);
    },
  },
  'qna-file': {
    usage: 'qna-file <uuid> [folder]',
    help: "save an inquiry attachment (the member's or the answer's) to a folder",
    async run([uuid, folder = '.'], { startDir }) {
      if (!uuid) throw new Error('an attachment uuid is required (Inquiry attachment in the admin panel)');
      console.log(`Saved ${await services.assets.copyTo(uuid, path.resolve(startDir, folder))}.`);
    },
  },
};

/** The command list `npm run admin` prints. */
export function usage(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(34)} ${c.help}`);
  return ['Usage: npm run admin -- <command>\n', ...lines].join('\n');
}

/**
 * Runs one command in a loaded Strapi and answers the process's exit code: 0 done, 1 refused (the reason on
 * stderr, a service's field errors as JSON).
 */
export async function runAdmin(name: string, args: string[], context: CommandContext): Promise<number> {
  try {
    // Its mails are tried before the process ends; any that fail wait in the outbox for a server's sweep.
    await services.outbox.settling(() => COMMANDS[name].run(args, context));
    return 0;
  } catch (error) {
    const { errors, message } = error as { errors?: unknown; message?: string };
    console.error(`admin ${name}: ${errors ? JSON.stringify(errors) : message}`);
    return 1;
  }
}
