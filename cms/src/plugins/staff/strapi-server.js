// The plugin's server half is TypeScript compiled with the rest of the CMS (cms/tsconfig.json) into cms/dist; Strapi
// loads local plugins from their source folder, so this entry hands it the compiled module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi requires this entry as CommonJS
module.exports = require('../../../dist/src/plugins/staff/server').default;
