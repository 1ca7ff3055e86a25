import { Page } from '@strapi/strapi/admin';
import type { ComponentType } from 'react';
import { toolAction, type StaffTool } from '@portal/domain';

type PageModule = { default: ComponentType };

/**
 * A tool's page behind the tool's permission (`plugin::staff.<tool>`): a role without it gets Strapi's no-permission
 * screen, and the page neither renders nor asks its routes for anything (they would refuse it too). One wrapper for
 * every tool page, applied where the pages are registered (index.ts), so no page can be reached without it.
 */
export function protectedPage(tool: StaffTool, load: () => Promise<PageModule>): () => Promise<PageModule> {
  const permissions = [{ action: toolAction(tool), subject: null }];
  return async () => {
    const { default: ToolPage } = await load();
    function ProtectedToolPage() {
      return (
        <Page.Protect permissions={permissions}>
          <ToolPage />
        </Page.Protect>
      );
    }
    return { default: ProtectedToolPage };
  };
}
