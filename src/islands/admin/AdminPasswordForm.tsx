import { type FormEvent, useId, useRef, useState } from 'react';
import { failureMessage, postJson } from '../../lib/apiClient.ts';
import { adminRoutes } from '../../lib/adminRoutes.ts';
import { accessGrantedMessage, enterPasswordMessage } from '../../lib/adminSignInTexts.ts';
import { formClasses as styles, formsStylesheet } from '../forms/formClasses.ts';
import { PendingButton } from '../forms/PendingButton.tsx';
import { showToast } from '../toast/toastStore.ts';

/** Long enough to read the confirmation before the admin area replaces the page. */
const redirectDelayMs = 800;

/**
 * The password portal's form (SPEC §2, §5): the password goes to the server, which checks it (the
 * browser never knows it) and answers with a session cookie. Enter submits, as in any form. The
 * server's own sentence is shown on a refusal: SPEC's 'Access denied - …' for a wrong password, and
 * how long to wait once too many were wrong.
 */
export default function AdminPasswordForm() {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function refuse(message: string) {
    setInvalid(true);
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
      setInvalid(false);
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
      {/* Before the form, so it is never shown without its rules (forms.css says why). */}
      <link rel="stylesheet" href={formsStylesheet} />
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
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
          />
        </div>
        <PendingButton pending={pending}>Access Admin Area</PendingButton>
        <p className={styles.noScript}>The password portal needs JavaScript. Please turn it on for this page.</p>
      </form>
    </>
  );
}
