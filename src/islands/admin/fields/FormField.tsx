import { type ReactNode, useId } from 'react';
import { formClasses as forms } from '../../forms/formClasses.ts';
import styles from '../common/admin.module.css';

export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type FormFieldProps = {
  label: string;
  /** The field's message, shown under it and read with it. */
  error?: string;
  /** A line of help under the label. */
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled admin form control with its hint and its error tied to it for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
