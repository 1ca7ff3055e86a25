import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('makes the text’s highest heading an h4 and keeps the steps below it', () => {
    expect(renderMarkdown('## Title\n\ntext\n\n### Part')).toMatch(/<h4>Title<\/h4>[\s\S]*<h5>Part<\/h5>/);
    expect(renderMarkdown('### Key features\n\n1. **One**')).toMatch(/^<h4>Key features<\/h4>/);
    expect(renderMarkdown('# A\n\n###### F')).toContain('<h6>F</h6>');
  });

  it('renders GitHub tables and keeps single line breaks', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table>');
    expect(renderMarkdown('one\ntwo')).toContain('one<br>two');
  });
});
