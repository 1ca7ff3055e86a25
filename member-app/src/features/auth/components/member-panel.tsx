import { useStore } from '@nanostores/react';
import { formatName, localeBySegment } from '@portal/domain';
import { Icon } from '../../../components/icon';
import { useIsland, useMounted, type IslandProps } from '../../../lib/island';
import { usePopover } from '../../../lib/use-popover';
import { $signedIn, $user, endSession } from '../../../stores/session';
import { signOut } from '../api/sign-out';
import { useGreeting } from './use-greeting';
import './member-panel.css';

/**
 * The header's user panel for a signed-in member (docs/product/frame.md#page-frame): a button with the name opens a card with the name,
 * the e-mail, my page and logout. It also fills the home greeting. Hydrated by client:member only when a session
 * exists (site/directives/member.ts), so visitor pages carry no React.
 */
export default function MemberPanel({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const mounted = useMounted();
  const signedIn = useStore($signedIn);
  const user = useStore($user);
  const { open, root, panelId: cardId, toggleProps } = usePopover();
  const member = mounted && signedIn ? user : null;
  useGreeting(member, lang);

  const logout = async () => {
    // The server revokes every session; whatever it answers, this browser forgets the member.
    await signOut().catch(() => undefined);
    endSession();
    window.location.assign(`/${lang}/main`);
  };

  if (!member) return null;
  const name = formatName(member, localeBySegment(lang)!);
  return (
    <div className="member-panel" ref={root}>
      <button {...toggleProps} className="member-panel__toggle">
        <Icon name="user" />
        <span className="member-panel__name">{name}</span>
        <span className="visually-hidden">{t('auth.member.menu')}</span>
      </button>
      <div id={cardId} className="member-panel__card" hidden={!open}>
        <p className="member-panel__who">
          <strong>{name}</strong>
          <span>{member.email}</span>
        </p>
        <a className="btn btn--accent" href={`/${lang}/mypage`}>
          {t('auth.member.mypage')}
        </a>
        <button type="button" className="btn btn--ghost" onClick={logout}>
          <Icon name="logout" size={18} />
          {t('auth.member.logout')}
        </button>
      </div>
    </div>
  );
}
