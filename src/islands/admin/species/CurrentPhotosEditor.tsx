import { useEffect, useRef, useState } from 'react';
import { photoAltText } from '../../../lib/catalogue/photoAlts.ts';
import { movedPosition, photoOrderOf } from '../../../lib/forms/speciesForm.ts';
import styles from '../common/admin.module.css';
import type { CurrentItemsEditorProps } from './currentItemsEditorProps.ts';
import { CurrentItemsFieldset } from './CurrentItemsFieldset.tsx';
import { AltTextField } from '../fields/AltTextField.tsx';
import button from '../../../styles/shared/button.module.css';

type Move = 'up' | 'down' | 'first';

/**
 * The edit form's current photos: each with its alt text, buttons that move it
 * (the first is the card photo) and its removal toggle. Nothing changes until the form is saved.
 */
export function CurrentPhotosEditor(props: CurrentItemsEditorProps) {
  const { species, removals, edits, onEditsChange, errors, disabled } = props;
  const order = photoOrderOf(species, edits);
  const cardPosition = order.find((position) => !removals.photos.has(position));
  const list = useRef<HTMLUListElement>(null);
  // The moved photo's button keeps focus, although React moves its list item.
  const [moved, setMoved] = useState<{ position: number; move: Move }>();
  useEffect(() => {
    if (!moved) return;
    const item = list.current?.querySelector(`[data-position="${moved.position}"]`);
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])].filter(
      (button) => !button.disabled,
    );
    (buttons.find((button) => button.dataset.move === moved.move) ?? buttons[0])?.focus();
  }, [moved]);

  function move(index: number, how: Move) {
    const to = how === 'up' ? index - 1 : how === 'down' ? index + 1 : 0;
    onEditsChange({ ...edits, photoOrder: movedPosition(order, index, to) });
    setMoved({ position: order[index]!, move: how });
  }

  const moveButton = (index: number, how: Move, label: string, name: string, off: boolean) => (
    <button
      type="button"
      data-move={how}
      className={`${button.button} ${button.outline}`}
      onClick={() => move(index, how)}
      disabled={disabled || off}
    >
      {label}
      <span className="visually-hidden"> {name}</span>
    </button>
  );

  return (
    <CurrentItemsFieldset
      editor={props}
      list="photos"
      legend="Current photos"
      hint={
        'The first photo is shown on the species card; removing it makes the next one the card photo. ' +
        'Changes are saved when you press Update Species.'
      }
      order={order}
      listClassName={styles.editPhotoList}
      listRef={list}
    >
      {({ position, index, name, removalToggle }) => {
        const url = species.photos[position]!;
        return (
          <>
            <img
              src={url}
              alt={photoAltText(species.photoAlts, url, `${species.commonName}, ${name} of ${order.length}`)}
              width={160}
              height={120}
              loading="lazy"
            />
            <div className={styles.editPhotoFields}>
              {position === cardPosition && <p className={styles.cardPhotoNote}>Card photo</p>}
              <AltTextField
                label={`Alt text of ${name}`}
                value={edits.photoAlts[position] ?? species.photoAlts[url] ?? ''}
                onChange={(alt) => onEditsChange({ ...edits, photoAlts: { ...edits.photoAlts, [position]: alt } })}
                error={errors[`currentPhotoAlt-${position}`]}
                disabled={disabled}
              />
              <div className={styles.rowActions}>
                {moveButton(index, 'up', 'Move up', name, index === 0)}
                {moveButton(index, 'down', 'Move down', name, index === order.length - 1)}
                {moveButton(index, 'first', 'Make card photo', `(${name})`, position === cardPosition || index === 0)}
                {removalToggle}
              </div>
            </div>
          </>
        );
      }}
    </CurrentItemsFieldset>
  );
}
