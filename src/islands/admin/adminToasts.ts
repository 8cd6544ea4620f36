import { showToast } from '../toast/toastStore.ts';

/** SPEC §8: every admin failure is a toast titled 'Error' in the destructive style. */
export function showAdminError(description: string): void {
  showToast({ title: 'Error', description, tone: 'error' });
}

/** SPEC §8: the admin's confirmations are one sentence. */
export function showAdminSuccess(title: string): void {
  showToast({ title, tone: 'success' });
}

export const uploadFailedMessage = 'Failed to upload photo. Please try again.';
