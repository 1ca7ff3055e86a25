// Imported first by the npm scripts (start, test, seed, admin): on a Node older than `engines` they stop here with
// what to install, before better-sqlite3 13 (Node-API, Node 22+) or anything else fails further in.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`The partner portal needs Node 22.12 or later (Node 24 recommended, see .nvmrc); this is Node ${process.version}.
  With nvm:     nvm install && nvm use          (reads .nvmrc)
  Without nvm:  npm install --prefix ~/.node24 node@24 && export PATH=~/.node24/node_modules/.bin:$PATH
  Then reinstall, because native modules are built for one Node:  rm -rf node_modules cms/node_modules && npm install`);
  process.exit(1);
}
