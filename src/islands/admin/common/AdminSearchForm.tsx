import { useId, useState } from 'react';
import { maxSearchLength } from '../../../lib/schemas/adminInbox.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import styles from './admin.module.css';
import button from '../../../styles/shared/button.module.css';

type AdminSearchFormProps = {
  /** The search box's label, e.g. 'Search messages'. */
  label: string;
  onSearch: (query: string) => void;
};

/**
 * The search of a server-searched admin list (the API's `q`): it runs on Enter or the Search button,
 * so that one request answers one search and a slow answer cannot overwrite a later one.
 */
export function AdminSearchForm({ label, onSearch }: AdminSearchFormProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  return (
    <form
      className={styles.searchForm}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query.trim());
      }}
    >
      <div className={forms.field}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          className={forms.input}
          type="search"
          autoComplete="off"
          maxLength={maxSearchLength}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            // Clearing the box (its × or by hand) lists everything again at once.
            if (event.target.value === '') onSearch('');
          }}
        />
      </div>
      <button type="submit" className={`${button.button} ${button.outline}`}>
        Search
      </button>
    </form>
  );
}

/** The list's address with `q` only when there is a search, so the plain list keeps its plain URL. */
export function searchUrl(path: string, query: string): string {
  return query === '' ? path : `${path}?${new URLSearchParams({ q: query })}`;
}
