/** The three legal-text pages (docs/product/frame.md#legal-texts): their paths, kinds and labels. */
import { routePath } from '@portal/domain';
import type { LegalText } from '../../lib/cms';
import type { MessageKey } from '../../lib/i18n';

export interface LegalPageInfo {
  kind: LegalText['kind'];
  /** The page's path after the language (the route manifest's). */
  path: string;
  /** The link label and the title when the CMS has no text. */
  label: MessageKey;
  description: MessageKey;
}

/** In link order: terms of use, privacy policy, newsletter/marketing terms. */
export const LEGAL_PAGES: LegalPageInfo[] = [
  { kind: 'TERMS', path: routePath('terms'), label: 'frame.legal.terms', description: 'legal.terms.description' },
  { kind: 'PRIVACY', path: routePath('privacy'), label: 'frame.legal.privacy', description: 'legal.privacy.description' },
  { kind: 'MARKETING', path: routePath('marketing'), label: 'legal.marketing', description: 'legal.marketing.description' },
];
