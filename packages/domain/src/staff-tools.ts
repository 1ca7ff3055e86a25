/**
 * The staff workspace's tools (docs/staff-workspace.md). Each is one admin permission, `plugin::staff.<tool>`, which
 * the role table grants (cms/src/bootstrap/admin-policy.ts), the routes require and the navigation checks, so a
 * role sees exactly the tools it may use. Pure data, here so that the CMS app's role table and the staff plugin
 * (server and admin panel) share it while the app never imports the plugin.
 */
export const PLUGIN_ID = 'staff';

export const STAFF_TOOLS = {
  meetings: 'Meetings desk',
  inquiries: 'Inquiry desk',
  members: 'Member administration',
  statistics: 'Statistics',
} as const;

export type StaffTool = keyof typeof STAFF_TOOLS;

export const toolAction = (tool: StaffTool) => `plugin::${PLUGIN_ID}.${tool}` as const;
