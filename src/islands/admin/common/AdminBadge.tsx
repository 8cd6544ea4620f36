import type { ReactNode } from 'react';
import type { AdminStatusVariant } from '../../../lib/catalogue/speciesStatus.ts';
import badge from '../../../styles/shared/badge.module.css';
import styles from './admin.module.css';

/** A badge of the admin area in one of its three styles (requirements §4, admin reading). */
export function AdminBadge({ variant, children }: { variant: AdminStatusVariant; children: ReactNode }) {
  return (
    <span className={`badge ${badge.badge} ${styles.badge}`} data-variant={variant}>
      {children}
    </span>
  );
}
