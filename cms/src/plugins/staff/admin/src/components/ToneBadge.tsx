import { Badge } from '@strapi/design-system';
import type { ReactNode } from 'react';

/** What a badge says at a glance: nothing special, on / current, to do, done, a problem. */
export type Tone = 'neutral' | 'active' | 'todo' | 'done' | 'problem';

/**
 * The design system's badge colours fall short of WCAG AA for its small bold text (its "active" primary600 on
 * primary200 reaches 4.25:1, warning700 on warning100 4.03:1); these pairs reach at least 6:1 in the light theme
 * and 5:1 in the dark one.
 */
const COLOURS: Record<Tone, { backgroundColor: string; textColor: string }> = {
  neutral: { backgroundColor: 'neutral150', textColor: 'neutral700' },
  active: { backgroundColor: 'primary100', textColor: 'primary700' },
  todo: { backgroundColor: 'warning100', textColor: 'neutral800' },
  done: { backgroundColor: 'success100', textColor: 'success700' },
  problem: { backgroundColor: 'danger100', textColor: 'danger700' },
};

/** A status badge of the staff workspace. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Badge {...COLOURS[tone]}>{children}</Badge>;
}
