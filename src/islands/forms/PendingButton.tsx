import type { ButtonHTMLAttributes, ReactNode } from 'react';
import button from '../../styles/shared/button.module.css';
import { useHydrated } from '../useHydrated.ts';

type PendingButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** True while the request the button started is running. */
  pending: boolean;
  /** What the button says meanwhile (requirements §4.7: 'Subscribing...', 'Sending...', …); its label otherwise. */
  pendingLabel?: ReactNode;
  /**
   * Only for a form that cannot be posted by the browser itself (the admin password): the button
   * waits for the island, and looks and says so. Visitor forms leave it off: they are real forms.
   */
  waitsForScript?: boolean;
};

/**
 * The button that sends a form or starts a request: disabled while the request runs (marked
 * `data-pending` for its style). It is live before the island has hydrated: a visitor form then
 * goes to the server as a plain form post, and nothing tapped is lost.
 */
export function PendingButton({
  pending,
  pendingLabel,
  waitsForScript = false,
  children,
  type = 'submit',
  className = button.button,
  ...attributes
}: PendingButtonProps) {
  const hydrated = useHydrated();
  const waiting = waitsForScript && !hydrated;
  const busy = pending || waiting;
  let label = children;
  if (waiting) label = 'Loading...';
  else if (pending && pendingLabel !== undefined) label = pendingLabel;
  return (
    <button
      {...attributes}
      type={type}
      className={className}
      disabled={busy}
      data-pending={busy || undefined}
      aria-busy={waiting || undefined}
    >
      {label}
    </button>
  );
}
