import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * References to files a clone does not have: the product spec's two documents, the design and style notes, the
 * shared folder beside the repository, and section numbers of the spec. Code and docs point into docs/ instead
 * (docs/architecture.md, docs/product/, docs/glossary.md). Written in pieces so this file does not match itself.
 */
const OUTSIDE = new RegExp(
  [
    ['DESIGN', 'md'].join('\\.'),
    ['STYLE', 'md'].join('\\.'),
    ['spec', ''].join('/'),
    ['accounts', 'and', 'frame'].join('-'),
    ['catalogue', 'content', 'meetings'].join('-'),
    '\\u00a7',
    ['\\.\\.', 'shared'].join('/'),
  ].join('|'),
);

/** Tracked files that could carry such a reference (not the lockfile, the message catalogs or the media in public/). */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !/(^|\/)package-lock\.json$/.test(f) && !f.startsWith('locales/') && !f.startsWith('public/'));
}

describe('the repository stands on its own', () => {
  it('has no reference to files outside the repository', () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      let text: string;
      try {
        text = readFileSync(`${root}/${file}`, 'utf8');
      } catch {
        continue; // deleted in the work tree, not yet committed
      }
      if (text.includes('\0')) continue;
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found, `references to files outside the repository:\n${found.join('\n')}`).toEqual([]);
  });
});
