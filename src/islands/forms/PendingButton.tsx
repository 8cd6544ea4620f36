import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from './useHydrated.ts';

type PendingButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** True while the request the button started is running. */
  pending: boolean;
  /** What the button says meanwhile (SPEC §8: 'Subscribing...', 'Sending...', …); its label otherwise. */
  pendingLabel?: ReactNode;
};

/**
 * The button that sends a form or starts a request: disabled while the request runs (marked
 * `data-pending` for its style), and before the island has hydrated, because a click then would
 * submit the page itself instead of calling the API.
 */
export function PendingButton({ pending, pendingLabel, children, type = 'submit', className = 'button', ...attributes }: PendingButtonProps) {
  const hydrated = useHydrated();
  return (
    <button {...attributes} type={type} className={className} disabled={!hydrated || pending} data-pending={pending || undefined}>
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
