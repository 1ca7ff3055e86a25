/** The three legal-text pages (catalogue-content-meetings.md §2 Legal texts): their paths, kinds and labels. */
import type { LegalText } from '../../lib/cms';
import type { MessageKey } from '../../lib/i18n';

export interface LegalPageInfo {
  kind: LegalText['kind'];
  /** The page's path after the language. */
  path: '/terms' | '/privacy' | '/marketing';
  /** The link label and the title when the CMS has no text. */
  label: MessageKey;
  description: MessageKey;
}

/** In link order: terms of use, privacy policy, newsletter/marketing terms. */
export const LEGAL_PAGES: LegalPageInfo[] = [
  { kind: 'TERMS', path: '/terms', label: 'frame.legal.terms', description: 'legal.terms.description' },
  { kind: 'PRIVACY', path: '/privacy', label: 'frame.legal.privacy', description: 'legal.privacy.description' },
  { kind: 'MARKETING', path: '/marketing', label: 'legal.marketing', description: 'legal.marketing.description' },
];
