/**
 * Issue 30 item 6: the query layer's rows are typed from Strapi's generated typings (cms/types/generated, read by
 * cms/src/utils/rows.ts), so the committed typings must be what the schema generates. The global setup has built
 * the CMS; the check only registers it (no database).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve('scripts/cms-types.mjs');
const committed = path.resolve('cms/types/generated');

describe('issue 30 item 6: the generated content-type typings', () => {
  it('are current: the schema generates what is committed', async () => {
    const { stdout } = await run(process.execPath, [script, '--check', '--built']);
    expect(stdout).toContain('is current');
  });

  it('the check fails on a typing the schema does not generate', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-types-'));
    try {
      for (const file of fs.readdirSync(committed)) fs.copyFileSync(path.join(committed, file), path.join(dir, file));
      const file = path.join(dir, 'contentTypes.d.ts');
      const original = fs.readFileSync(file, 'utf8');
      const tampered = original.replace('globalName: Schema.Attribute.String', 'globalName: Schema.Attribute.Integer');
      expect(tampered).not.toBe(original);
      fs.writeFileSync(file, tampered);
      const failure = await run(process.execPath, [script, '--check', '--built', '--against', dir]).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('contentTypes.d.ts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
