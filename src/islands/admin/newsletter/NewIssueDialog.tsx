import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sendJson } from '../../../lib/apiClient.ts';
import {
  type IssueSource,
  type JournalPostChoice,
  newIssueFailure,
  type NewIssueField,
  type NewIssueForm,
  newIssueRequest,
  newsletterApi,
  newsletterLimits,
  publishedPosts,
} from '../../../lib/admin/newsletterScreen.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import styles from '../common/admin.module.css';
import { DialogFormEnd } from '../common/DialogFormEnd.tsx';
import { useAdminData } from '../common/useAdminData.ts';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import { ChoiceSelect } from '../fields/ChoiceSelect.tsx';
import { FormField } from '../fields/FormField.tsx';
import newsletterStyles from './Newsletter.module.css';

type NewIssueDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft is stored: its id and subject. */
  onCreated: (created: { id: number; subject: string }) => void;
  /** Where focus goes once the dialog has closed on a stored draft (its preview); a cancel returns to the opener. */
  focusAfterCreate: () => HTMLElement | null | undefined;
};

const sources: { value: IssueSource; label: string }[] = [
  { value: 'markdown', label: 'Write it here in Markdown' },
  { value: 'post', label: 'A published journal post' },
];

type PostChoiceProps = { value: string; onChange: (value: string) => void; error?: string; disabled: boolean };

/** The published journal posts to choose from, read when the form opens; the Markdown needs none of them. */
function PostChoice({ value, onChange, error, disabled }: PostChoiceProps) {
  const { data } = useAdminData<JournalPostChoice[]>(newsletterApi.posts);
  if (data.status === 'loading') return <p className={styles.hint}>Loading posts...</p>;
  if (data.status === 'error') {
    return (
      <p className={styles.fieldError} role="alert">
        The journal’s posts could not be loaded. Write the issue in Markdown, or try again later.
      </p>
    );
  }
  const posts = publishedPosts(data.data);
  if (posts.length === 0) {
    return (
      <p className={styles.hint}>No post is published yet: write the issue in Markdown, or publish a post first.</p>
    );
  }
  return (
    <FormField label="Post" error={error}>
      {(control) => (
        <ChoiceSelect
          control={control}
          value={value}
          onChange={onChange}
          choices={posts.map((post) => ({ value: String(post.id), label: post.title }))}
          placeholder="Choose a post"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

const emptyForm: NewIssueForm = { subject: '', source: 'markdown', postId: '', body: '' };

/**
 * "New issue": a subject, then its content, a published journal post or Markdown. A refused field is
 * marked and focused, with the reason under it; the draft, once stored, opens for its preview.
 */
function NewIssueFormFields({
  onCreated,
  onCancel,
}: {
  onCreated: NewIssueDialogProps['onCreated'];
  onCancel: () => void;
}) {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<NewIssueField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A refused field takes focus, so that its message is read with it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (fields: Partial<NewIssueForm>) => setForm((current) => ({ ...current, ...fields }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const checked = newIssueRequest(form);
    if ('field' in checked) return setErrors({ [checked.field]: checked.message });
    setErrors({});
    setPending(true);
    try {
      const { id } = await sendJson<{ id: number }>('POST', newsletterApi.list, checked.request);
      onCreated({ id, subject: checked.request.subject });
    } catch (error) {
      const failure = newIssueFailure(error);
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
      setPending(false);
    }
  }

  return (
    <form ref={formRef} className={styles.dialogForm} onSubmit={(event) => void save(event)} noValidate>
      <AdminTextField
        label="Subject"
        value={form.subject}
        onChange={(subject) => change({ subject })}
        maxLength={newsletterLimits.subject}
        error={errors.subject}
        disabled={pending}
      />
      <fieldset className={styles.noteFieldset}>
        <legend>Content</legend>
        <div className={newsletterStyles.sources}>
          {sources.map((source) => (
            <label key={source.value} className={styles.checkbox}>
              <input
                type="radio"
                name="issue-source"
                value={source.value}
                checked={form.source === source.value}
                onChange={() => change({ source: source.value })}
                disabled={pending}
              />
              {source.label}
            </label>
          ))}
        </div>
        {form.source === 'post' ? (
          <PostChoice
            value={form.postId}
            onChange={(postId) => change({ postId })}
            error={errors.postId}
            disabled={pending}
          />
        ) : (
          <AdminTextField
            label="Text"
            hint="Markdown: **bold**, _italic_, [a link](https://…), # headings and - lists. The unsubscribe link is added."
            value={form.body}
            onChange={(body) => change({ body })}
            maxLength={newsletterLimits.body}
            rows={12}
            error={errors.body}
            disabled={pending}
          />
        )}
      </fieldset>
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <DialogFormEnd busy={pending} submitLabel={pending ? 'Saving...' : 'Save draft'} onCancel={onCancel} />
    </form>
  );
}

/** The New issue dialog; its form starts empty each time it opens. */
export function NewIssueDialog({ open, onOpenChange, onCreated, focusAfterCreate }: NewIssueDialogProps) {
  const stored = useRef(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New issue"
      description="A draft, sent to nobody until you send it: first see its preview and send yourself a test."
      focusAfterClose={() => {
        const afterStore = stored.current;
        stored.current = false;
        return afterStore ? focusAfterCreate() : undefined;
      }}
    >
      <NewIssueFormFields
        onCreated={(created) => {
          stored.current = true;
          onCreated(created);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </AdminDialog>
  );
}
