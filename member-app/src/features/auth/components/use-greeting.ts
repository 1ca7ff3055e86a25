import { useEffect } from 'react';
import { formatName, type LangSegment, localeBySegment } from '@portal/domain';
import type { SessionUser } from '../../../stores/session';

/**
 * Puts the member's name into the home greeting ([data-greeting], whose data-greeting-member holds the
 * "Hello, {name}" template; the name in the locale's order) and restores the visitor text when signed out.
 */
export function useGreeting(user: SessionUser | null, lang: LangSegment): void {
  useEffect(() => {
    const greeting = document.querySelector<HTMLElement>('[data-greeting]');
    const template = greeting?.dataset.greetingMember;
    if (!greeting || !template) return;
    greeting.dataset.greetingVisitor ??= greeting.textContent?.trim() ?? '';
    greeting.textContent = user ? template.replace('{name}', formatName(user, localeBySegment(lang)!)) : greeting.dataset.greetingVisitor;
  }, [user, lang]);
}
