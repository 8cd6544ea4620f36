import { useId } from 'react';
import { formClasses as styles } from './formClasses.ts';

/**
 * The bot trap of the visitor forms: a field off-screen, out of the tab order, never autofilled and
 * hidden from assistive technology, so only a bot fills it (the server then answers success and
 * discards the request). Uncontrolled, like the fields around it: the form reads it when sent.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
