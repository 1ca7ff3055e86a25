import { useEffect } from 'react';
import type { MENU_TYPES } from '@portal/domain';
import { call } from './api-client';

/**
 * Reports entering and leaving a counted menu (docs/api.md#accounts: meeting and qna):
 * menu-start on mount, menu-end on unmount or when the page is left (keepalive, so it survives the unload).
 * Fire and forget: statistics never show errors or the spinner.
 */
export function useMenuVisit(type: (typeof MENU_TYPES)[number]) {
  useEffect(() => {
    const send = (edge: 'start' | 'end') =>
      void call(edge === 'start' ? 'menuStart' : 'menuEnd', { type }, { spinner: false, keepalive: edge === 'end' }).catch(() => undefined);
    let open = true;
    const end = () => {
      if (!open) return;
      open = false;
      send('end');
    };
    send('start');
    window.addEventListener('pagehide', end);
    return () => {
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [type]);
}
