import type { ReactNode } from 'react';
import styles from './ScriptNeededNote.module.css';

/**
 * Says, only where JavaScript is off, that a control which needs it is missing and what the page shows
 * instead: the pages are pre-rendered, the same for every address, so a search or a filter named in
 * the address cannot narrow the list without scripts.
 */
export function ScriptNeededNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
