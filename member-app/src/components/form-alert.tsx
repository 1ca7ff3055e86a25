import './form-alert.css';

/**
 * A form's alert region: always in the DOM (an empty live region), so a message put into it is announced by
 * screen readers. It shows the failures that belong to no field: a locked account, too many attempts, the network.
 */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'info' }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-empty={message ? undefined : ''}>
      {message}
    </div>
  );
}
