import { type FormEvent, useState } from 'react';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { sendJson } from '../../../lib/apiClient.ts';
import { adminRoutes } from '../../../lib/admin/adminRoutes.ts';
import type { SiteSwitches } from '../../../lib/schemas/siteSwitches.ts';
import AdminGate from '../common/AdminGate.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import styles from '../common/admin.module.css';
import { PublishStatusLine } from '../common/PublishStatusLine.tsx';
import { followPublishing } from '../common/publishStatusStore.ts';
import { reportedWrite } from '../common/reportedWrite.ts';
import { useAdminData } from '../common/useAdminData.ts';

function SettingsForm({ stored, onSaved }: { stored: SiteSwitches; onSaved: () => Promise<void> }) {
  const [resourcesLive, setResourcesLive] = useState(stored.resourcesLive);
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const saved = await reportedWrite(
      () => sendJson('PATCH', adminRoutes.settingsApi, { resourcesLive } satisfies SiteSwitches),
      'Settings saved',
      'Failed to save the settings. Please try again.',
    );
    setPending(false);
    if (!saved) return;
    followPublishing('/');
    await onSaved();
  }

  return (
    <form className={styles.stack} onSubmit={(event) => void save(event)}>
      <div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={resourcesLive}
            onChange={(event) => setResourcesLive(event.target.checked)}
            disabled={pending}
            aria-describedby="resources-live-hint"
          />
          Resources are live
        </label>
        <p id="resources-live-hint" className={styles.hint}>
          On: the header, the footer and the home page lead visitors to the Educational Resources page. Off: they lead
          to the Coming Soon page, and the home page says the resources are “Launching Soon”. The public site changes
          once it is published again.
        </p>
      </div>
      <div>
        <PendingButton pending={pending} pendingLabel="Saving...">
          Save Settings
        </PendingButton>
      </div>
    </form>
  );
}

/** /admin/settings: the switches that shape the public site, each change recorded in History and published. */
function Settings() {
  const { data, reload } = useAdminData<SiteSwitches>(adminRoutes.settingsApi);
  return (
    <div className={styles.stack}>
      <PublishStatusLine />
      {data.status === 'ready' ? (
        <SettingsForm stored={data.data} onSaved={reload} />
      ) : (
        <AdminListState data={data} reload={reload} noun="settings" />
      )}
    </div>
  );
}

export default function SiteSettingsAdmin() {
  return (
    <AdminGate>
      <Settings />
    </AdminGate>
  );
}
