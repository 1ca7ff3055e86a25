import type { ReactNode } from 'react';

interface FindResultProps {
  lead: string;
  /** The found (masked) e-mail, or the address the reset link went to. */
  email: string;
  note?: string;
  /** The view's buttons (sign in, find password). */
  children: ReactNode;
}

/** The find-e-mail and find-password success views (docs/product/accounts.md#sign-in): a sentence, the e-mail, and where to go next. */
export function FindResult({ lead, email, note, children }: FindResultProps) {
  return (
    <div className="auth-result">
      <p className="auth-lead">{lead}</p>
      <p className="auth-result__email">{email}</p>
      {note && <p className="auth-result__note">{note}</p>}
      <div className="auth-result__actions">{children}</div>
    </div>
  );
}
