import { formClasses as styles } from './formClasses.ts';

/**
 * The message that belongs to one field (WCAG 3.3.1), shown next to it: the field names it in
 * `aria-describedby` and is marked `aria-invalid` while it is there (see fieldErrorProps).
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}

/** The attributes that tie a field to its FieldError while it has one. */
export function fieldErrorProps(errorId: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}
