import { useStore } from '@nanostores/react';
import { $bookmarks, $bookmarksPending } from '../stores/bookmarks';
import { $signedIn } from '../stores/session';
import type { Translate } from '../lib/messages';
import { pressBookmark } from '../lib/press-bookmark';
import { Icon } from './icon';
import './bookmark-button.css';

interface BookmarkButtonProps {
  pk: number;
  /** The product's name, for the button's accessible name. */
  model: string;
  t: Translate;
  className?: string;
  /** Show the word 'Bookmark' beside the icon (the detail modal) instead of an icon-only button. */
  labelled?: boolean;
}

/**
 * A product's bookmark toggle (aria-pressed): pressed only for a signed-in member whose bookmark the server
 * confirmed; a visitor gets the login dialog (lib/press-bookmark.ts). Needs the 'bookmark.' messages.
 */
export function BookmarkButton({ pk, model, t, className = '', labelled = false }: BookmarkButtonProps) {
  const signedIn = useStore($signedIn);
  const flags = useStore($bookmarks);
  const pending = useStore($bookmarksPending);
  const pressed = signedIn && Boolean(flags[pk]);
  return (
    <button
      type="button"
      className={`bookmark-btn ${labelled ? 'bookmark-btn--labelled' : ''} ${className}`.trim()}
      data-bookmark-pk={pk}
      aria-pressed={pressed}
      aria-busy={pending[pk] ? true : undefined}
      onClick={() => void pressBookmark(pk, t)}
    >
      <Icon name="bookmark" size={22} />
      {labelled ? (
        <span>{t(pressed ? 'bookmark.labelOn' : 'bookmark.label')}</span>
      ) : (
        <span className="visually-hidden">{t('bookmark.button', { model })}</span>
      )}
    </button>
  );
}
