import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import styles from './admin.module.css';

type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** The button that opens it, when there is one button for it (focus returns there on close). */
  trigger?: ReactNode;
  /** While a request runs the dialog stays open: closing it would hide the request's outcome. */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes on closing, when not back to what opened the dialog (an element that is about
   * to disappear, such as the row of a deleted species). Undefined means the opener.
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
  children: ReactNode;
};

const firstFieldSelector = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The admin area's modal dialog (Radix): labelled by its title, focus moved in and trapped, Escape
 * and the close button close it, and focus returns to what opened it. A dialog with a form opens
 * with focus in its first field; one without (a confirmation) on its first button.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  busy = false,
  role = 'dialog',
  focusAfterClose,
  children,
}: AdminDialogProps) {
  // Radix returns focus to its Trigger; a dialog opened from a table row has none, so the opener is kept here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Without a description, an explicit undefined tells Radix there is none on purpose. */}
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={styles.dialog}
          role={role}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // A form's first field, rather than the close button before it.
            const firstField = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              firstFieldSelector,
            );
            if (!firstField) return;
            event.preventDefault();
            firstField.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = focusAfterClose?.() ?? (trigger ? undefined : opener.current);
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label="Close" disabled={busy}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className={styles.dialogDescription}>{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
