import * as Toast from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import { $toasts, dismissToast, toastDurationMs } from './toastStore.ts';
import { useSharedStore } from '../useSharedStore.ts';

/**
 * The one toast viewport of a page (placed once, in BaseLayout). Radix announces each toast to
 * screen readers (errors assertively, confirmations politely), pauses it on hover and focus, and
 * lets it be swiped right or closed with its button or Escape; F8 moves focus to it. A form's toast
 * shows in the form's own slot, below its controls, instead of over the page in the screen's corner.
 */
export default function Toaster() {
  const toasts = useSharedStore($toasts, []);
  const slot = toasts[0]?.slot;
  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          className="toast"
          data-tone={toast.tone}
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{toast.title}</Toast.Title>
            {/* Radix announces the text nodes back to back: this space keeps title and description apart. */}{' '}
            {toast.description && (
              <Toast.Description className="toast-description">{toast.description}</Toast.Description>
            )}
          </div>
          <Toast.Close className="toast-close" aria-label="Close notification">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      {slot ? (
        createPortal(<Toast.Viewport className="toast-viewport toast-viewport-in-form" />, slot)
      ) : (
        <Toast.Viewport className="toast-viewport" />
      )}
    </Toast.Provider>
  );
}
