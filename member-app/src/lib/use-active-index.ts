import { useState } from 'react';
import { queryParam, replaceQueryParam } from './site-nav';

/**
 * The selected tab of a two-tab page kept in the address's `activeIndex` (my page, inquiries): `?activeIndex=1`
 * opens the second tab, and selecting a tab replaces the query without a new history entry.
 */
export function useActiveIndex(): [number, (index: number) => void] {
  const [tab, setTab] = useState(() => (queryParam('activeIndex') === '1' ? 1 : 0));
  const select = (index: number) => {
    setTab(index);
    replaceQueryParam('activeIndex', String(index));
  };
  return [tab, select];
}
