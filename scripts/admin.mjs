#!/usr/bin/env node
// `npm run admin -- <command>`: what administrators and managers do in the admin panel, for operators.
import fs from 'node:fs';
import path from 'node:path';
import { withStrapi } from './lib/strapi-app.mjs';
import { localeBySegment, utcOffset, wallTimeToInstant } from '@portal/domain';

const COMMANDS = {
  'list-pending': {
    usage: 'list-pending',
    help: 'members waiting for approval',
    run: async (strapi) => {
      const rows = await strapi.service('api::member.approvals').pending();
      if (!rows.length) return console.log('No member is waiting for approval.');
      console.table(
        rows.map((m) => ({
          email: m.email,
          name: `${m.firstName} ${m.lastName}`,
          type: m.registrationType,
          partner: m.partner ? `${m.partner.globalName}${m.partner.approved ? '' : ' (new)'}` : '',
          domain: m.requestedDomain ?? '',
          registered: new Date(m.createdAt).toISOString().slice(0, 16).replace('T', ' '),
        })),
      );
    },
  },
  'approve-member': {
    usage: 'approve-member <email>',
    help: 'approve a registration (and its new partner or domain); the member is mailed',
    run: async (strapi, [email]) => {
      if (!email) throw new Error('an e-mail is required');
      const result = await strapi.service('api::member.approvals').approve(email);
      console.log(result.changed ? `Approved ${result.email}.` : `${result.email} was already active.`);
    },
  },
  'set-vip': {
    usage: 'set-vip <email> on|off',
    help: "give or take a member's VIP status (VIP exhibitions and media)",
    run: async (strapi, [email, state]) => {
      if (!email || !['on', 'off'].includes(state)) throw new Error('usage: set-vip <email> on|off');
      const users = strapi.db.query('plugin::users-permissions.user');
      const member = await users.findOne({ where: { email: email.toLowerCase() }, select: ['id'] });
      if (!member) throw new Error(`no member ${email}`);
      await users.update({ where: { id: member.id }, data: { vip: state === 'on' } });
      console.log(`${email} is ${state === 'on' ? 'now' : 'no longer'} a VIP member.`);
    },
  },
  invite: {
    usage: 'invite <email> [en|kr|ch|jp]',
    help: 'mail an invitation link for registration',
    run: async (strapi, [email, lang = 'en']) => {
      if (!email) throw new Error('an e-mail is required');
      const locale = localeBySegment(lang);
      if (!locale) throw new Error(`unknown language ${lang}`);
      const { url } = await strapi.service('api::member.registration').invite(email, null, locale);
      console.log(`Invitation sent to ${email}: ${url}`);
    },
  },

  'meeting-list': {
    usage: 'meeting-list [status]',
    help: 'meetings, newest first (optionally of one status)',
    run: async (strapi, [status]) => {
      const rows = await strapi.db.query('api::meeting.meeting').findMany({
        where: status ? { meetingStatus: status.toUpperCase() } : {},
        populate: { member: { select: ['email'] }, manager: { select: ['email'] } },
        orderBy: { id: 'desc' },
        limit: 100,
      });
      if (!rows.length) return console.log('No meeting.');
      console.table(
        rows.map((m) => ({
          pk: m.id,
          status: m.meetingStatus,
          by: m.lastUpdator,
          title: m.title,
          member: m.member?.email ?? '',
          manager: m.manager?.email ?? '',
          time: m.meetingAt ? new Date(m.meetingAt).toISOString().slice(0, 16).replace('T', ' ') + 'Z' : '',
        })),
      );
    },
  },
  'meeting-propose': {
    usage: 'meeting-propose <pk> "YYYY-MM-DD HH:mm" [+HH:mm]',
    help: "propose a meeting time (in this machine's time zone unless an offset is given)",
    run: async (strapi, [pk, time, offset]) => {
      const at = meetingTime(time, offset);
      await meetingAction(strapi, pk, { kind: 'propose', at });
    },
  },
  'meeting-confirm': {
    usage: 'meeting-confirm <pk> ["YYYY-MM-DD HH:mm" [+HH:mm]]',
    help: 'confirm a meeting at the proposed (or requested, or given) time; the member gets the invitation',
    run: async (strapi, [pk, time, offset]) => {
      await meetingAction(strapi, pk, { kind: 'confirm', at: time ? meetingTime(time, offset) : null });
    },
  },
  'meeting-complete': {
    usage: 'meeting-complete <pk> "<result>"',
    help: 'mark a confirmed meeting completed, with its result',
    run: async (strapi, [pk, result = '']) => meetingAction(strapi, pk, { kind: 'complete', result }),
  },
  'meeting-cancel': {
    usage: 'meeting-cancel <pk> "<reason>"',
    help: 'cancel a meeting as staff, with a reason',
    run: async (strapi, [pk, reason = '']) => meetingAction(strapi, pk, { kind: 'cancel', reason }),
  },
  'meeting-url': {
    usage: 'meeting-url <pk> <url>',
    help: "set a meeting's join link",
    run: async (strapi, [pk, url = '']) => meetingAction(strapi, pk, { kind: 'setUrl', url }),
  },
  'qna-answer': {
    usage: 'qna-answer <pk> "<text>" [--url <url>] [--file <path>]...',
    help: 'answer an inquiry (again to correct it); the member is notified once',
    run: async (strapi, args) => {
      const { positional, url, files } = answerArgs(args);
      const [pk, text] = positional;
      if (!/^\d+$/.test(pk ?? '') || !text) throw new Error('usage: qna-answer <pk> "<text>" [--url <url>] [--file <path>]...');
      const result = await strapi.service('api::inquiry.inquiries').answer(Number(pk), { content: text, url, files });
      console.log(`Answered inquiry ${result.pk}${result.files ? ` with ${result.files} file(s)` : ''}.`);
    },
  },
  'qna-file': {
    usage: 'qna-file <uuid> [folder]',
    help: "save an inquiry attachment (the member's or the answer's) to a folder",
    run: async (strapi, [uuid, folder = '.']) => {
      if (!uuid) throw new Error('an attachment uuid is required (Inquiry attachment in the admin panel)');
      console.log(`Saved ${await strapi.service('api::member-asset.assets').copyTo(uuid, path.resolve(startDir, folder))}.`);
    },
  },
};

// Where the operator ran the command (Strapi's loader changes the working directory to cms/ later).
const startDir = process.env.INIT_CWD || process.cwd();

/** Splits qna-answer's arguments: --url <url> and repeated --file <path> (checked like members' uploads). */
function answerArgs(args) {
  const positional = [];
  const files = [];
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

/** A staff action on a meeting through the same status machine as the admin panel; prints the new status. */
async function meetingAction(strapi, pk, action) {
  if (!/^\d+$/.test(pk ?? '')) throw new Error('a meeting pk is required');
  const result = await strapi.service('api::meeting.meetings').staffAction(Number(pk), action);
  console.log(`Meeting ${result.pk} is now ${result.status}.`);
}

/** 'YYYY-MM-DD HH:mm' at an offset (default: this machine's) as an instant. */
function meetingTime(time, offset) {
  const at = time && wallTimeToInstant(time, offset ?? utcOffset());
  if (!at) throw new Error('the time must be "YYYY-MM-DD HH:mm" (and the offset +HH:mm)');
  return at;
}

const [name, ...args] = process.argv.slice(2);
const command = COMMANDS[name];
if (!command) {
  console.log('Usage: npm run admin -- <command>\n');
  for (const c of Object.values(COMMANDS)) console.log(`  ${c.usage.padEnd(34)} ${c.help}`);
  process.exit(name ? 2 : 0);
}
try {
  await withStrapi((strapi) => command.run(strapi, args));
  process.exit(0);
} catch (error) {
  const detail = error.errors ? JSON.stringify(error.errors) : error.message;
  console.error(`admin ${name}: ${detail}`);
  process.exit(1);
}
