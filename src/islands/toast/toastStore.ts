import { atom } from 'nanostores';

/**
 * The toasts every island shares (requirements §9): at most one at a time, a new one replacing the last; a
 * dismissed toast stays in the store, closed, for 1,000,000 ms before it is removed, so that its
 * exit animation and screen-reader announcement are never cut short. The Toaster island draws them.
 */
export const toastLimit = 1;
export const toastRemoveDelayMs = 1_000_000;
export const toastDurationMs = 5000;

export type ToastTone = 'success' | 'error';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  open: boolean;
  /**
   * Where a form's toast shows: this element, in the page's flow below the form's controls, so that
   * it never covers them. Without one, the toast shows in the screen's corner.
   */
  slot?: HTMLElement;
};

export const $toasts = atom<Toast[]>([]);

let lastId = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(toast: Omit<Toast, 'id' | 'open' | 'tone'> & { tone?: ToastTone }): number {
  const id = ++lastId;
  const kept = [{ ...toast, id, tone: toast.tone ?? 'success', open: true }, ...$toasts.get()].slice(0, toastLimit);
  for (const dropped of $toasts.get()) if (!kept.includes(dropped)) forgetTimer(dropped.id);
  $toasts.set(kept);
  return id;
}

/** Closes one toast (or all), and removes it from the store once the remove delay has passed. */
export function dismissToast(id?: number): void {
  $toasts.set(
    $toasts.get().map((toast) => {
      if (id !== undefined && toast.id !== id) return toast;
      if (!removalTimers.has(toast.id)) {
        removalTimers.set(
          toast.id,
          setTimeout(() => removeToast(toast.id), toastRemoveDelayMs),
        );
      }
      return toast.open ? { ...toast, open: false } : toast;
    }),
  );
}

export function removeToast(id: number): void {
  forgetTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function forgetTimer(id: number): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}
