import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../../components/icon';
import { useIsland, useMounted, type IslandProps } from '../../../lib/island';
import { $loginPrompt, type LoginPrompt } from '../../../stores/ui';
import { returnPath } from '../utils/auth-target';
import { AuthPanel } from './auth-panel';

const NOTICES: Record<NonNullable<LoginPrompt['reason']>, string> = {
  expired: 'auth.error.sessionExpired',
  required: 'auth.error.notSignedIn',
  product: 'auth.error.productMembersOnly',
};

/**
 * The login dialog on every page (a native modal <dialog> in #login-modal-root), opened by promptLogin: the
 * header's login link, a member-only route, a 401/423. It hydrates only when first asked for (client:login).
 * The content mounts while it is open, so every opening starts at the login view.
 */
export default function LoginModal({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  // The request usually exists before hydration (it woke the island): the hydrating render must still match
  // the server's empty dialog, so the request is applied from the second render on.
  const mounted = useMounted();
  const requested = useStore($loginPrompt);
  const prompt = mounted ? requested : null;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const headingId = useId();

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (prompt && !box.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      box.showModal();
      box.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!prompt && box.open) box.close();
  }, [prompt]);

  const onSignedIn = () => {
    const target = returnPath(prompt?.returnTo, lang, window.location.origin);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    prompt?.onSignedIn?.();
    if (target && target !== here) window.location.assign(target);
    else dialog.current?.close();
  };

  return (
    // A click on the backdrop is the mouse's Escape, which the dialog handles natively.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="login-dialog"
      aria-labelledby={headingId}
      onClose={() => {
        $loginPrompt.set(null);
        opener.current?.focus();
      }}
      // A press that starts and ends on the backdrop (the dialog element itself) closes it; a text selection
      // dragged out of a field does not.
      onMouseDown={(event) => (pressedOnBackdrop.current = event.target === dialog.current)}
      onClick={(event) => pressedOnBackdrop.current && event.target === dialog.current && dialog.current?.close()}
    >
      {prompt && (
        <div className="login-dialog__box">
          <button type="button" className="icon-btn login-dialog__close" onClick={() => dialog.current?.close()}>
            <Icon name="close" />
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
          <AuthPanel
            t={t}
            start={{ view: 'login', tab: 0 }}
            headingId={headingId}
            headingLevel="h2"
            notice={prompt.reason ? t(NOTICES[prompt.reason]) : undefined}
            onSignedIn={onSignedIn}
            onRegister={() => window.location.assign(`/${lang}/login?target=VueRegistry`)}
          />
        </div>
      )}
    </dialog>
  );
}
