import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icon';
import { useIsland, useMounted, type IslandProps } from '../../../lib/island';
import { goTo } from '../../../lib/site-nav';
import { usePopover } from '../../../lib/use-popover';
import { $signedIn } from '../../../stores/session';
import { notificationAge, notificationTarget, notificationText, scrollThreshold } from '../notification-text';
import { $notifications, markRead, startNotifications } from '../store';
import './notification-bell.css';

/**
 * The header's notification bell (docs/product/notifications.md#the-bell, docs/product/notifications.md#read-state, docs/product/notifications.md#constants): the unread count, and a list of the member's
 * notifications with their age. Choosing one marks it read once the server agrees, then opens the meeting or
 * inquiry list. Loads on sign-in and polls every 10 s when the configuration flag is on (store.ts).
 */
export default function NotificationBell({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const mounted = useMounted();
  const signedIn = useStore($signedIn);
  const reply = useStore($notifications);
  const { open, setOpen, root, panelId: listId, toggleProps } = usePopover();
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => startNotifications(), []);
  // Ages are relative: recompute them whenever the list is opened.
  useEffect(() => {
    if (open) setNow(Date.now());
  }, [open]);

  if (!mounted || !signedIn) return null;
  const items = reply?.notifications ?? [];
  const unread = reply?.unread ?? 0;
  const rows = scrollThreshold(navigator.userAgent);
  const scrolls = items.length > rows;

  const choose = async (pk: number, target: string) => {
    setFailed(false);
    try {
      await markRead(pk);
      setOpen(false);
      goTo(target);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="notification-bell" ref={root}>
      <button {...toggleProps} className="notification-bell__toggle" data-notification-bell>
        <Icon name="bell" />
        <span className="visually-hidden">{t('notification.title')}</span>
        {unread > 0 && (
          <span className="notification-bell__count" data-unread-count>
            {unread > 99 ? '99+' : unread}
            <span className="visually-hidden"> {t('notification.unread')}</span>
          </span>
        )}
      </button>
      <div id={listId} className="notification-bell__panel" hidden={!open} role="region" aria-label={t('notification.title')}>
        <p className="notification-bell__heading">{t('notification.title')}</p>
        {failed && (
          <p className="notification-bell__error" role="alert">
            {t('notification.readFailed')}
          </p>
        )}
        {items.length === 0 ? (
          <p className="notification-bell__empty">{t('notification.empty')}</p>
        ) : (
          <ul
            className="notification-bell__list"
            data-scrolls={scrolls || undefined}
            style={scrolls ? { maxHeight: `calc(${rows} * var(--notification-row))` } : undefined}
          >
            {items.map((item) => {
              const age = notificationAge(item.createAt, now);
              return (
                <li key={item.pk}>
                  <button
                    type="button"
                    className={`notification-bell__item${item.read ? '' : ' notification-bell__item--unread'}`}
                    data-notification-item={item.notificationData.type}
                    onClick={() => choose(item.pk, notificationTarget(item))}
                  >
                    <span className="notification-bell__text">{notificationText(item, reply!.managers, t, lang)}</span>
                    <span className="notification-bell__age">{t(`notification.age.${age.unit}`, { n: age.value })}</span>
                    {!item.read && <span className="visually-hidden">{t('notification.unread')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
