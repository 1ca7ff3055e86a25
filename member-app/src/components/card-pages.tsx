import { useState } from 'react';
import { CARDS_PER_PAGE } from '../lib/card-pages';
import './card-pager.css';

/** One page of a card list and the page state; a shorter list keeps the page in range. */
export function useCardPages<T>(items: T[]) {
  const [wanted, setPage] = useState(0);
  const pages = Math.ceil(items.length / CARDS_PER_PAGE);
  const page = Math.min(wanted, Math.max(0, pages - 1));
  return { page, pages, setPage, first: page * CARDS_PER_PAGE, items: items.slice(page * CARDS_PER_PAGE, (page + 1) * CARDS_PER_PAGE) };
}

/** The page buttons under an island's card list, as the static lists show them (CardPager.astro); none for one page. */
export function CardPages({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="card-pager" aria-label={label}>
      {Array.from({ length: pages }, (_, i) => (
        <button key={i} type="button" aria-current={i === page ? 'page' : undefined} onClick={() => onPage(i)}>
          {i + 1}
        </button>
      ))}
    </nav>
  );
}
