import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { failureMessage, postJson } from '../../../lib/apiClient.ts';
import { adminRoutes } from '../../../lib/admin/adminRoutes.ts';
import { accessGrantedMessage, enterPasswordMessage } from '../../../lib/admin/adminSignInTexts.ts';
import { formClasses as styles } from '../../forms/formClasses.ts';
import { FieldError, fieldErrorProps } from '../../forms/FieldError.tsx';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { showToast } from '../../toast/toastStore.ts';

/** Long enough to read the confirmation before the admin area replaces the page. */
const redirectDelayMs = 800;

/**
 * The password portal's form (requirements §2, §5): the password goes to the server, which checks it (the
 * browser never knows it) and answers with a session cookie. Enter submits, as in any form. The
 * server's own sentence is shown on a refusal: the requirements' 'Access denied - …' for a wrong password, and
 * how long to wait once too many were wrong.
 */
export default function AdminPasswordForm() {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // The portal's one field has focus on load, unless the admin has already
  // moved focus elsewhere while the island was loading.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) inputRef.current?.focus();
  }, []);

  // The refusal is shown under the field too (WCAG 3.3.1), until the password is typed again.
  function refuse(message: string) {
    setRefusal(message);
    showToast({ title: message, tone: 'error' });
    inputRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password === '') return refuse(enterPasswordMessage);
    setPending(true);
    try {
      await postJson(adminRoutes.passwordSignIn, { password });
      setRefusal(undefined);
      showToast({ title: accessGrantedMessage, tone: 'success' });
      // Stays pending (disabled) until the admin area has replaced this page.
      setTimeout(() => window.location.assign(adminRoutes.species), redirectDelayMs);
    } catch (error) {
      setPending(false);
      setPassword('');
      refuse(failureMessage(error, 'The server could not be reached. Please check your connection and try again.'));
    }
  }

  return (
    <>
      <form className={styles.adminPassword} onSubmit={submit} noValidate aria-label="Admin password">
        <div className={styles.field}>
          <label htmlFor={inputId}>Password</label>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={1024}
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setRefusal(undefined);
            }}
            {...fieldErrorProps(errorId, refusal)}
          />
          <FieldError id={errorId} message={refusal} />
        </div>
        {/* The password goes to the server as JSON only: the button waits for the island, and says so. */}
        <PendingButton pending={pending} waitsForScript>
          Access Admin Area
        </PendingButton>
        <p className={styles.noScript}>The password portal needs JavaScript. Please turn it on for this page.</p>
      </form>
    </>
  );
}
