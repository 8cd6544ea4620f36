import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  removeToast,
  showToast,
  toastLimit,
  toastRemoveDelayMs,
} from '../../src/islands/toast/toastStore.ts';

describe('toast store (requirements §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of $toasts.get()) removeToast(toast.id);
    vi.useRealTimers();
  });

  it('holds at most one toast: a new one replaces the last', () => {
    expect(toastLimit).toBe(1);
    showToast({ title: 'Email required', description: 'Please enter your email address.', tone: 'error' });
    const id = showToast({ title: 'Welcome to our community! 🌱' });
    expect($toasts.get()).toEqual([
      { id, title: 'Welcome to our community! 🌱', description: undefined, tone: 'success', open: true },
    ]);
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const id = showToast({ title: 'Message sent!' });
    dismissToast(id);
    expect($toasts.get()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(toastRemoveDelayMs - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('dismisses every toast when no id is given, and a replaced toast leaves no timer behind', () => {
    const first = showToast({ title: 'One' });
    dismissToast();
    const second = showToast({ title: 'Two' });
    expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
    vi.advanceTimersByTime(toastRemoveDelayMs);
    // The timer of the replaced toast was cleared: the new toast is untouched.
    expect($toasts.get()).toMatchObject([{ id: second, open: true }]);
    expect(first).not.toBe(second);
  });
});
