import { type ComponentProps, useEffect, useId, useMemo, useState } from 'react';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import adminStyles from '../common/admin.module.css';
import styles from './Journal.module.css';
import button from '../../../styles/shared/button.module.css';
import prose from '../../../styles/shared/prose.module.css';

type Renderer = (markdown: string) => string;

let renderer: Promise<Renderer> | undefined;

/**
 * The journal pages' own Markdown renderer, loaded the first time a preview is asked for, so that the
 * screen's script does not carry it for an admin who never looks.
 */
function loadRenderer(): Promise<Renderer> {
  renderer ??= import('../../../lib/journal/postMarkdown.ts').then(
    (module) => module.renderPostMarkdown,
    (error: unknown) => {
      // The next preview asks again.
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}

/** The text area's value, change, limit, message and state, as the other fields take them. */
type MarkdownFieldProps = Omit<ComponentProps<typeof AdminTextField>, 'label' | 'hint' | 'rows'>;

/**
 * A post's article: Markdown typed in a text area, and under it on request the preview of what the
 * journal will show, rendered by the journal's own renderer (which shows any HTML in it as text) in the
 * post page's prose look.
 */
export function MarkdownField(field: MarkdownFieldProps) {
  const { value } = field;
  const [previewing, setPreviewing] = useState(false);
  const [render, setRender] = useState<{ markdown: Renderer } | 'failed'>();
  const previewId = useId();

  useEffect(() => {
    if (!previewing || render) return;
    let current = true;
    loadRenderer().then(
      (markdown) => current && setRender({ markdown }),
      () => current && setRender('failed'),
    );
    return () => {
      current = false;
    };
  }, [previewing, render]);

  const html = useMemo(
    () => (previewing && render && render !== 'failed' ? render.markdown(value) : undefined),
    [previewing, render, value],
  );

  return (
    <div className={styles.markdown}>
      <AdminTextField
        label="Content"
        hint="In Markdown: ## a heading, **bold**, *italic*, - a list item, [a link](https://…)."
        rows={12}
        {...field}
      />
      <button
        type="button"
        className={`${button.button} ${button.outline}`}
        aria-expanded={previewing}
        aria-controls={previewId}
        onClick={() => (setPreviewing(!previewing), render === 'failed' && setRender(undefined))}
      >
        {previewing ? 'Hide preview' : 'Show preview'}
      </button>
      {/* It scrolls inside the dialog when long: focusable, so that the keyboard scrolls it too. */}
      <div
        id={previewId}
        className={styles.preview}
        role="region"
        aria-label="Preview of the content"
        hidden={!previewing}
        tabIndex={0}
      >
        {render === 'failed' ? (
          <p className={adminStyles.fieldError} role="alert">
            The preview could not load. Check your connection, then hide the preview and show it again.
          </p>
        ) : html === undefined ? (
          previewing && <p className={adminStyles.hint}>Loading the preview...</p>
        ) : value.trim() === '' ? (
          <p className={adminStyles.hint}>Nothing to preview yet.</p>
        ) : (
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </div>
  );
}
