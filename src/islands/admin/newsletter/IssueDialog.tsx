import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sendJson } from '../../../lib/apiClient.ts';
import {
  emptyIssueForm,
  type IssueField,
  type IssueForm,
  issueFormOf,
  issueRequest,
  issueSaveFailure,
  type IssueSource,
  type JournalPostChoice,
  newsletterApi,
  newsletterLimits,
  publishedPosts,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import styles from '../common/admin.module.css';
import { DialogFormEnd } from '../common/DialogFormEnd.tsx';
import { type AdminData, useAdminData } from '../common/useAdminData.ts';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import { ChoiceSelect } from '../fields/ChoiceSelect.tsx';
import { FormField } from '../fields/FormField.tsx';
import newsletterStyles from './Newsletter.module.css';

/** What the dialog is open for: a new issue, or a draft to edit; closed while undefined. */
export type IssueDialogOpening = { kind: 'new' } | { kind: 'edit'; issue: AdminNewsletter };

type IssueDialogProps = {
  opening: IssueDialogOpening | undefined;
  onClose: () => void;
  /** The draft is stored: its id and subject. */
  onSaved: (saved: { id: number; subject: string }) => void;
  /** Where focus goes once the dialog has closed on a stored draft (its preview); a cancel returns to the opener. */
  focusAfterSave: () => HTMLElement | null | undefined;
};

const sources: { value: IssueSource; label: string }[] = [
  { value: 'markdown', label: 'Write it here in Markdown' },
  { value: 'post', label: 'A published journal post' },
];

type PostChoiceProps = {
  /** The journal's posts, read when the form opens; the Markdown needs none of them. */
  data: AdminData<JournalPostChoice[]>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
};

/** The published journal posts to choose from, once they are read. */
function PostChoice({ data, value, onChange, error, disabled }: PostChoiceProps) {
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

/**
 * The issue's form: a subject, then its content, a published journal post or Markdown; a new issue's
 * empty, a draft's filled in. A refused field is marked and focused, with the reason under it.
 */
function IssueFormFields({
  opening,
  onSaved,
  onCancel,
}: {
  opening: IssueDialogOpening;
  onSaved: IssueDialogProps['onSaved'];
  onCancel: () => void;
}) {
  const [form, setForm] = useState(opening.kind === 'edit' ? issueFormOf(opening.issue) : emptyIssueForm);
  const [errors, setErrors] = useState<Partial<Record<IssueField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { data: posts } = useAdminData<JournalPostChoice[]>(newsletterApi.posts);
  // A refusal whose field has not taken focus yet: the posts' select may appear only once they are read.
  const focusRefused = useRef(false);

  // A refused field takes focus, so that its message is read with it.
  useEffect(() => {
    const refused = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!focusRefused.current || !refused) return;
    focusRefused.current = false;
    refused.focus();
  }, [errors, posts.status]);

  const refuse = (refusals: Partial<Record<IssueField, string>>) => {
    focusRefused.current = true;
    setErrors(refusals);
  };

  const change = (fields: Partial<IssueForm>) => setForm((current) => ({ ...current, ...fields }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const checked = issueRequest(form);
    if ('field' in checked) return refuse({ [checked.field]: checked.message });
    setErrors({});
    setPending(true);
    try {
      const { id } =
        opening.kind === 'edit'
          ? await sendJson<AdminNewsletter>('PATCH', newsletterApi.issue(opening.issue.id), checked.request)
          : await sendJson<AdminNewsletter>('POST', newsletterApi.list, checked.request);
      onSaved({ id, subject: checked.request.subject });
    } catch (error) {
      const failure = issueSaveFailure(error);
      if (failure.field) refuse({ [failure.field]: failure.message });
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
            data={posts}
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

/** The New issue and Edit draft dialog; its form starts afresh each time it opens. */
export function IssueDialog({ opening, onClose, onSaved, focusAfterSave }: IssueDialogProps) {
  const stored = useRef(false);
  return (
    <AdminDialog
      open={opening !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={opening?.kind === 'edit' ? 'Edit draft' : 'New issue'}
      description={
        opening?.kind === 'edit'
          ? 'It stays a draft, sent to nobody until you send it.'
          : 'A draft, sent to nobody until you send it: first see its preview and send yourself a test.'
      }
      focusAfterClose={() => {
        const afterStore = stored.current;
        stored.current = false;
        return afterStore ? focusAfterSave() : undefined;
      }}
    >
      {opening && (
        <IssueFormFields
          key={opening.kind === 'edit' ? opening.issue.id : 'new'}
          opening={opening}
          onSaved={(saved) => {
            stored.current = true;
            onSaved(saved);
          }}
          onCancel={onClose}
        />
      )}
    </AdminDialog>
  );
}
