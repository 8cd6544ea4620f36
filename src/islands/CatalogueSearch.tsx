import { type Ref, useId } from 'react';
import styles from './CatalogueSearch.module.css';

type CatalogueSearchProps = {
  /** The box's name for assistive technology ('Search species', 'Search resources'). */
  label: string;
  placeholder: string;
  value: string;
  onSearch: (query: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** The page's own class, for where the box sits in its layout. */
  className: string;
};

/**
 * The search box of a catalogue page. It is the `q` field of the catalogue's GET form, so a query
 * typed before hydration is in the box (adopted by useValueTypedBeforeHydration) or in the address.
 */
export function CatalogueSearch({ label, placeholder, value, onSearch, inputRef, className }: CatalogueSearchProps) {
  const id = useId();
  return (
    <div className={`${styles.search} ${className}`} role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        name="q"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
        // A value restored by the browser on Back would not match the state React hydrates with.
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
