import { useEffect, useRef } from 'react';
import { $memberChanges, type ChangeArea } from '../stores/member-changes';

/**
 * Calls `reload` whenever the notification poll brings a newer notification of `area` than the page had seen
 * (not on the first answer: the island loaded its list itself at mount).
 */
export function useAreaChanges(area: ChangeArea, reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    let seen = $memberChanges.get()?.[area];
    return $memberChanges.listen((changes) => {
      const newest = changes?.[area];
      if (newest === undefined) return;
      if (seen !== undefined && newest > seen) latest.current();
      seen = newest;
    });
  }, [area]);
}
