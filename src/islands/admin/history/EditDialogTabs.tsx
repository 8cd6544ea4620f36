import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import type { HistoryEntity } from '../../../lib/admin/history.ts';
import { EntityHistory } from './EntityHistory.tsx';
import styles from './History.module.css';

type EditDialogTabsProps = {
  entity: HistoryEntity;
  /** The item edited; undefined in an add dialog, which has no history and shows the form alone. */
  entityId: number | undefined;
  onRestored: () => void;
  /** The edit form. */
  children: ReactNode;
};

/** An edit dialog's "Details" (the form) and "History" (the item's versions) tabs. */
export function EditDialogTabs({ entity, entityId, onRestored, children }: EditDialogTabsProps) {
  if (entityId === undefined) return children;
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List className={styles.tabs} aria-label="Edit or look back">
        <Tabs.Trigger className={styles.tab} value="details">
          Details
        </Tabs.Trigger>
        <Tabs.Trigger className={styles.tab} value="history">
          History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" tabIndex={-1}>
        {children}
      </Tabs.Content>
      <Tabs.Content value="history">
        <EntityHistory entity={entity} entityId={entityId} onRestored={onRestored} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
