import { showToast } from '../../toast/toastStore.ts';

/** requirements §8: every admin failure is a toast titled 'Error' in the destructive style. */
export function showAdminError(description: string): void {
  showToast({ title: 'Error', description, tone: 'error' });
}

/** requirements §8: the admin's confirmations are one sentence. */
export function showAdminSuccess(title: string): void {
  showToast({ title, tone: 'success' });
}

export const uploadFailedMessage = 'Failed to upload photo. Please try again.';
