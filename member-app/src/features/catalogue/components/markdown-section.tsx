import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

interface MarkdownSectionProps {
  id: string;
  title: string;
  /** Markdown written by the provider's editors in the CMS (trusted content). */
  markdown: string;
}

/** A titled block of the detail (overview, features): the CMS's markdown as HTML; nothing when it is empty. */
export function MarkdownSection({ id, title, markdown }: MarkdownSectionProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  if (!markdown.trim()) return null;
  return (
    <section className="product-detail__section" aria-labelledby={id}>
      <h3 id={id} className="product-detail__section-title">
        {title}
      </h3>
      <div className="product-detail__prose" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
