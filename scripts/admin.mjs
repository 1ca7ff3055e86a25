#!/usr/bin/env node
// `npm run admin -- <command>`: the operator commands (cms/src/cli/admin.ts, compiled with the CMS). This launcher
// builds the CMS when its sources changed, loads Strapi without serving HTTP and runs one command.
import './lib/require-node.mjs'; // first: stops on a Node older than engines, with what to install
import { ensureCmsBuilt } from './lib/cms-build.mjs';
import { requireCms, withStrapi } from './lib/strapi-app.mjs';

// Where the operator ran the command, before Strapi's loader moves the working directory to cms/.
const startDir = process.env.INIT_CWD || process.cwd();

const [name, ...args] = process.argv.slice(2);
await ensureCmsBuilt();
const { COMMANDS, usage, runAdmin } = requireCms('src/cli/admin.js');
if (!Object.hasOwn(COMMANDS, name ?? '')) {
  console.log(usage());
  process.exit(name ? 2 : 0);
}
process.exit(await withStrapi(() => runAdmin(name, args, { startDir })));
