import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { getJson, sendJson } from '../../../lib/apiClient.ts';
import { adminRoutes } from '../../../lib/admin/adminRoutes.ts';
import { passwordPortalIdentity } from '../../../lib/admin/adminSignInTexts.ts';
import { formatAdminDateTime } from '../../../lib/formatDate.ts';
import { loadMessageCounts } from './messageCountsStore.ts';
import styles from './AdminGate.module.css';
import button from '../../../styles/shared/button.module.css';

/** Who is signed in, for the admin screens inside the gate, and the site's time zone their times are shown in. */
export type AdminIdentity = { email: string; expiresAt: string; timeZone: string };

const AdminIdentityContext = createContext<AdminIdentity | undefined>(undefined);

/** An admin time in the site's time zone, named ('November 27, 2026, 6:05 AM EST'), inside an AdminGate. */
export function useAdminDateTime(): (at: string) => string {
  const { timeZone } = useAdminIdentity();
  return (at) => formatAdminDateTime(at, timeZone);
}

/** The signed-in administrator, inside an AdminGate. */
export function useAdminIdentity(): AdminIdentity {
  const identity = useContext(AdminIdentityContext);
  if (!identity) throw new Error('useAdminIdentity() is for components inside <AdminGate>.');
  return identity;
}

type GateState = { kind: 'checking' } | { kind: 'admin'; identity: AdminIdentity } | { kind: 'failed' };

/**
 * The admin pages' gate (requirements §4 "Admin access is checked on page load"): asks GET /api/auth/admin,
 * shows 'Loading…' meanwhile, sends a visitor who is not signed in to /admin-login, and otherwise
 * shows its children under a bar with the account and a sign-out button. The server checks every
 * admin call on its own; this only spares a signed-out visitor an empty screen.
 *
 * Use it around the admin screen inside your island, `<AdminGate><SpeciesManager /></AdminGate>`,
 * or in a page around static content or other islands: `<AdminGate client:load>…</AdminGate>`.
 */
export default function AdminGate({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<GateState>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    getJson<AdminIdentity & { isAdmin: true }>(adminRoutes.adminCheck, { on401: 'returnNull' }).then(
      (answer) => {
        if (!current) return;
        // Replace: Back from the login page must not return to a page that only sends it there again.
        if (answer === null) window.location.replace(adminRoutes.login);
        else {
          const { email, expiresAt, timeZone } = answer;
          setState({ kind: 'admin', identity: { email, expiresAt, timeZone } });
          // The navigation's unread marker asks only once the session is known: a visitor without
          // one is sent away having fetched nothing of the admin's.
          void loadMessageCounts();
        }
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state.kind === 'checking') {
    return (
      <p className={styles.status} role="status">
        Loading…
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className={styles.status} role="alert">
        Your sign-in could not be checked just now. Please reload the page.
      </p>
    );
  }
  return (
    <AdminIdentityContext.Provider value={state.identity}>
      <div className={styles.bar}>
        <p>
          Signed in{' '}
          {state.identity.email === passwordPortalIdentity ? (
            'with the admin password'
          ) : (
            <>
              as <strong>{state.identity.email}</strong>
            </>
          )}
        </p>
        <SignOutButton />
      </div>
      {children}
    </AdminIdentityContext.Provider>
  );
}

function SignOutButton() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setPending(true);
    setFailed(false);
    try {
      await sendJson('POST', adminRoutes.signOut);
      window.location.assign(adminRoutes.login);
    } catch {
      setPending(false);
      setFailed(true);
    }
  }

  return (
    <div className={styles.signOut}>
      <PendingButton
        type="button"
        className={`${button.button} ${button.outline}`}
        onClick={signOut}
        pending={pending}
        pendingLabel="Signing out..."
      >
        Sign out
      </PendingButton>
      {failed && <p role="alert">Signing out failed. Please try again.</p>}
    </div>
  );
}
