/**
 * The layers are lint rules (docs/architecture.md#layers-and-folders, eslint.config.js): a file that crosses one
 * fails `npm run lint`. Each rule is tried here on a file that breaks it, so a rule that stops firing fails a test.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The lines of `code`, linted as the file at `file`, that break the import rules. */
async function refusedImports(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
}

describe('layers', () => {
  it('the domain package imports only its own files, zod (through ./zod.ts) and dayjs: not node, the CMS, the site or a framework', async () => {
    const code = [
      "import fs from 'node:fs';",
      "import { config } from '../../../cms/src/utils/config';",
      "import { useState } from 'react';",
      "import { z as direct } from 'zod';",
      "import { z } from './zod.js';",
      "import dayjs from 'dayjs';",
      "import { LOCALES } from './locales.js';",
      'export const used = [fs, config, useState, direct, z, dayjs, LOCALES];',
    ].join('\n');
    expect(await refusedImports('packages/domain/src/layer-probe.ts', code)).toEqual([1, 2, 3, 4]);
    // ./zod.ts itself configures zod: it alone imports it.
    expect(await refusedImports('packages/domain/src/zod.ts', "import { z } from 'zod';\nexport const used = z;")).toEqual([]);
  });

  it("a member-app feature does not import another feature's files, only the shared folders", async () => {
    const code = [
      "import { BookmarkList } from '../../bookmarks/components/bookmark-list';",
      "import { call } from '../../../lib/api-client';",
      'export const used = [BookmarkList, call];',
    ].join('\n');
    expect(await refusedImports('member-app/src/features/catalogue/components/layer-probe.ts', code)).toEqual([1]);
  });

  it("the site imports the member app's public entry points and its islands, not its internals", async () => {
    const script = [
      "import { carouselA11y } from '../../member-app/src/lib/carousel';",
      "import { esc } from '@member/lib/html';",
      "import { promptLogin } from '../../member-app/src/public/ui';",
      "import { cardCarouselOptions } from '@member/public/carousel';",
      "import { QNA_MESSAGES } from '@member/features/qna/messages';",
      'export const used = [carouselA11y, esc, promptLogin, cardCarouselOptions, QNA_MESSAGES];',
    ].join('\n');
    expect(await refusedImports('site/scripts/layer-probe.ts', script)).toEqual([1, 2, 3]);
    // A page's <script> is held to the same rule as its frontmatter.
    const page = [
      '---',
      "import { QnaIsland } from '@member/features/qna/components/qna-island';",
      '---',
      '<QnaIsland client:load />',
      '<script>',
      "  import '@member/stores/frame';",
      "  import { $lang } from '@member/public/ui';",
      '  $lang.get();',
      '</script>',
    ].join('\n');
    expect(await refusedImports('site/pages/layer-probe.astro', page)).toEqual([6]);
  });

  it('the CMS app does not import the staff plugin; the plugin builds on the app', async () => {
    const app = [
      "import { loadDraft } from '../plugins/staff/server/preview/drafts';",
      "import type { StaffTool } from '../plugins/staff/tools';",
      "import { toolAction } from '@portal/domain';",
      "import { respond } from '../utils/api-error';",
      'export const used = [loadDraft, toolAction, respond];',
    ].join('\n');
    expect(await refusedImports('cms/src/bootstrap/layer-probe.ts', app)).toEqual([1, 2]);
    const config = "import { previewUrl } from '../src/plugins/staff/server/preview/url';\nexport const used = previewUrl;";
    expect(await refusedImports('cms/config/layer-probe.ts', config)).toEqual([1]);
    const plugin = "import { respond } from '../../../utils/api-error';\nexport const used = respond;";
    expect(await refusedImports('cms/src/plugins/staff/server/layer-probe.ts', plugin)).toEqual([]);
  });
});
