/**
 * The company page's sections in order (docs/product/content.md#company-pages). Texts and figures
 * are static marketing content in the about.* message keys; this file only says which keys make up what.
 */
import type { MessageKey } from '../../lib/i18n';

export interface AboutSectionSpec {
  id: 'overview' | 'divisions' | 'global' | 'customers' | 'portfolio' | 'rnd' | 'proving' | 'awards';
  /** about.<id>.lead (a short intro) or about.<id>.body (a paragraph), if any. */
  text?: 'lead' | 'body';
  /** Figures: about.<id>.<figure>.value and .label. */
  figures?: string[];
  /** Cards: about.<id>.<item>.title and .body. */
  items?: string[];
  /** Names only: about.<id>.<name>. */
  names?: string[];
  /** Dated entries: about.<id>.<entry>.year and .body. */
  dated?: string[];
}

export const ABOUT_SECTIONS: AboutSectionSpec[] = [
  { id: 'overview', text: 'body', figures: ['founded', 'employees', 'sales', 'countries'] },
  { id: 'divisions', text: 'lead', items: ['electronics', 'lighting', 'electrification', 'chassis', 'modules'] },
  { id: 'global', text: 'lead', figures: ['plants', 'centres', 'offices'], items: ['korea', 'china', 'asia', 'americas', 'europe'] },
  { id: 'customers', text: 'lead', names: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'] },
  { id: 'portfolio', text: 'lead', items: ['ivi', 'adas', 'lighting', 'powertrain', 'chassis', 'safety', 'modules'] },
  { id: 'rnd', text: 'body', figures: ['engineers', 'investment', 'patents'] },
  { id: 'proving', text: 'lead', items: ['coast', 'winter', 'desert'] },
  { id: 'awards', dated: ['a1', 'a2', 'a3', 'a4'] },
];

/** The message key of one part of the company page: aboutKey('global', 'korea', 'title'). */
export function aboutKey(...parts: string[]): MessageKey {
  return ['about', ...parts].join('.') as MessageKey;
}
