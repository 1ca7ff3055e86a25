/** How many page numbers either side of the current one a pager shows, besides the first and the last. */
const PAGER_REACH = 2;

/**
 * The page numbers a pager shows: the first, the last and those near the current one, null for a gap, so a pager
 * weighs the same however long its list is (issue 31). Empty when one page holds the list. Shared by the static
 * pagers (showcase-paths.ts) and the product list's script, which draws the same window in the browser.
 */
export function pagerWindow(pages: number, pageNo: number): (number | null)[] {
  if (pages <= 1) return [];
  const numbers: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - pageNo) <= PAGER_REACH) numbers.push(n);
    else if (numbers.at(-1) !== null) numbers.push(null);
  }
  return numbers;
}
