import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { sendJson } from '../../../lib/apiClient.ts';
import { passwordPortalIdentity } from '../../../lib/admin/adminSignInTexts.ts';
import { newsletterApi, testAddressProblem, testSendFailure } from '../../../lib/admin/newsletterScreen.ts';
import { maxEmailAddressLength } from '../../../lib/forms/emailAddress.ts';
import { showAdminError, showAdminSuccess } from '../common/adminToasts.ts';
import { useAdminIdentity } from '../common/AdminGate.tsx';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import styles from '../common/admin.module.css';

/**
 * "Send a test": the issue, once, to one address (the signed-in Google account's to begin with). The
 * subscribers get nothing. A refused address is marked and focused, with the reason under it.
 */
export function TestSendForm({ issueId }: { issueId: number }) {
  const { email } = useAdminIdentity();
  const [address, setAddress] = useState(email === passwordPortalIdentity ? '' : email);
  // An object, so that the same refusal twice focuses the field twice.
  const [error, setError] = useState<{ message: string }>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A refused address takes focus, so that its message is read with it.
  useEffect(() => {
    if (error) formRef.current?.querySelector('input')?.focus();
  }, [error]);

  const refuse = (message: string) => setError({ message });

  async function send(event: FormEvent) {
    event.preventDefault();
    const to = address.trim();
    const problem = testAddressProblem(to);
    if (problem) return refuse(problem);
    setError(undefined);
    setPending(true);
    try {
      await sendJson('POST', newsletterApi.test(issueId), { email: to });
      showAdminSuccess(`Test sent to ${to}.`);
    } catch (failed) {
      const failure = testSendFailure(failed);
      if (failure.atField) refuse(failure.message);
      else showAdminError(failure.message);
    }
    setPending(false);
  }

  return (
    <form ref={formRef} className={styles.searchForm} onSubmit={(event) => void send(event)} noValidate>
      <AdminTextField
        label="Test address"
        hint="The issue goes to this address only, once, marked as a test."
        value={address}
        onChange={setAddress}
        maxLength={maxEmailAddressLength}
        inputMode="email"
        error={error?.message}
        disabled={pending}
      />
      <PendingButton pending={pending} pendingLabel="Sending test...">
        Send a test
      </PendingButton>
    </form>
  );
}
