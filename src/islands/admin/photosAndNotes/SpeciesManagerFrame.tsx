import type { ReactNode } from 'react';
import styles from '../common/admin.module.css';
import { PublishStatusLine } from '../common/PublishStatusLine.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import type { AdminData } from '../common/useAdminData.ts';

type SpeciesManagerFrameProps = { data: AdminData<unknown>; reload: () => Promise<void>; children: ReactNode };

/**
 * The photo and notes managers: the publish status, then the state of their species picker's list,
 * then their form beside what the species has.
 */
export function SpeciesManagerFrame({ data, reload, children }: SpeciesManagerFrameProps) {
  return (
    <div className={styles.stack}>
      <PublishStatusLine />
      <AdminListState data={data} reload={reload} noun="species data" />
      {data.status === 'ready' && <div className={styles.managerGrid}>{children}</div>}
    </div>
  );
}
