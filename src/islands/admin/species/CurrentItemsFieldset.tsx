import type { ReactNode, Ref } from 'react';
import { type SpeciesRemovals, toggledRemoval } from '../../../lib/forms/speciesForm.ts';
import styles from '../common/admin.module.css';
import type { CurrentItemsEditorProps } from './currentItemsEditorProps.ts';
import { RemovalToggle } from './RemovalToggle.tsx';

/** One item as its editor lays it out: where it is in the species' list and on screen, and its name. */
type CurrentItem = {
  position: number;
  index: number;
  /** 'photo 2', 'note 1': what the item's labels and buttons call it. */
  name: string;
  /** The item's Remove toggle, for the editor to place among the item's own controls. */
  removalToggle: ReactNode;
};

type CurrentItemsFieldsetProps = {
  /** The editor's own props: the marks for removal, and whether the form is busy. */
  editor: CurrentItemsEditorProps;
  /** Which of the species' lists it edits: its photos or its update notes. */
  list: keyof SpeciesRemovals;
  legend: string;
  hint: string;
  /** The items' positions in the species' list, in the order shown (photos may have been moved). */
  order: readonly number[];
  listClassName: string;
  listRef?: Ref<HTMLUListElement>;
  /** One item's fields and controls. */
  children: (item: CurrentItem) => ReactNode;
};

/**
 * The edit form's current photos or update notes: a fieldset listing them, each of which can be marked
 * for removal on save (dimmed or struck through while marked). What each item holds is its editor's.
 */
export function CurrentItemsFieldset(props: CurrentItemsFieldsetProps) {
  const { editor, list, legend, hint, order, listClassName, listRef, children } = props;
  const { removals, onRemovalsChange, disabled } = editor;
  const noun = list === 'photos' ? 'photo' : 'note';
  return (
    <fieldset className={styles.noteFieldset}>
      <legend>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      <ul ref={listRef} className={listClassName} role="list">
        {order.map((position, index) => {
          const name = `${noun} ${index + 1}`;
          const marked = removals[list].has(position);
          const removalToggle = (
            <RemovalToggle
              item={name}
              marked={marked}
              onToggle={() => onRemovalsChange(toggledRemoval(removals, list, position))}
              disabled={disabled}
            />
          );
          // data-position: how the photos' editor finds an item it has moved.
          return (
            <li key={position} data-position={position} className={styles.removable} data-marked={marked || undefined}>
              {children({ position, index, name, removalToggle })}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
