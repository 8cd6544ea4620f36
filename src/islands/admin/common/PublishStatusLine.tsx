import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { publishStateText } from '../../../lib/admin/publishState.ts';
import styles from './admin.module.css';
import { $changedPage, $publishStatus, checkPublishing } from './publishStatusStore.ts';

/**
 * Whether the public site shows the admin's latest changes yet. The live region is always in the
 * page, so each change of state is announced; it is empty until there is something to say.
 * Once live, it links to the public page the latest write changed.
 */
export function PublishStatusLine() {
  const status = useStore($publishStatus);
  const changedPage = useStore($changedPage);

  useEffect(() => {
    void checkPublishing();
  }, []);

  return (
    <p className={styles.publishStatus} role="status" data-state={status?.state}>
      {status === null
        ? null
        : status.state === 'unknown'
          ? 'Could not check whether the public site is up to date; reload the page to check again.'
          : publishStateText(status)}
      {status?.state === 'live' && changedPage && (
        <>
          {' '}
          <a href={changedPage}>View on site</a>
        </>
      )}
    </p>
  );
}
