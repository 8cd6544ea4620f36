import { type FormEvent, type ReactNode, useId } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import card from '../../../styles/shared/card.module.css';
import { PendingButton } from '../../forms/PendingButton.tsx';
import styles from '../common/admin.module.css';
import { AdminListState } from '../common/AdminListState.tsx';
import { PublishStatusLine } from '../common/PublishStatusLine.tsx';
import type { SpeciesPages } from '../species/useSpeciesPages.ts';
import { SpeciesPicker } from './SpeciesPicker.tsx';

type SpeciesManagerFrameProps = {
  /** The picker's species, a page at a time (useSpeciesPages with pickerSort). */
  matches: SpeciesPages;
  chosen: PublicSpecies | undefined;
  onChoose: (species: PublicSpecies) => void;
  /** The form's heading and its submit button ('Add Note', 'Adding Note...' while `pending`). */
  form: { title: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; submit: string; pending: string };
  pending: boolean;
  /** The form's own fields, between the picker and the submit button. */
  children: ReactNode;
  /** What the chosen species has, beside the form. */
  aside: ReactNode;
};

/**
 * The photo and notes managers: the publish status, then the state of their species picker's list,
 * then their form (heading, species picker, fields, submit) beside what the species has.
 */
export function SpeciesManagerFrame(props: SpeciesManagerFrameProps) {
  const { matches, chosen, onChoose, form, pending, children, aside } = props;
  const { data, reload } = matches;
  const titleId = useId();
  return (
    <div className={styles.stack}>
      <PublishStatusLine />
      <AdminListState data={data} reload={reload} noun="species data" />
      {data.status === 'ready' && (
        <div className={styles.managerGrid}>
          <form className={`${card.box} ${styles.panel}`} onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.panelTitle}>
              {form.title}
            </h2>
            <SpeciesPicker matches={matches} shown={data.data} chosen={chosen} onChoose={onChoose} disabled={pending} />
            {children}
            <div>
              <PendingButton pending={pending} pendingLabel={form.pending}>
                {form.submit}
              </PendingButton>
            </div>
          </form>
          {aside}
        </div>
      )}
    </div>
  );
}
