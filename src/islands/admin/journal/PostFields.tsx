import { postCategories } from '../../../lib/journal/postCategories.ts';
import { maxPostSlugLength } from '../../../lib/journal/postSlug.ts';
import { postAddress, type PostFormValues } from '../../../lib/forms/postForm.ts';
import { postFieldLimits } from '../../../lib/schemas/post.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import type { EntryFieldsProps } from '../catalogueEntries/catalogueEntryKind.ts';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import { ChoiceField } from '../fields/ChoiceSelect.tsx';
import { FormField } from '../fields/FormField.tsx';
import { MarkdownField } from './MarkdownField.tsx';

function addressHint(address: string | undefined): string {
  const rule = 'Lower-case letters, digits and hyphens; leave empty to make it from the title.';
  return address ? `On the site: ${address}. ${rule}` : rule;
}

/**
 * A post's own fields: title, address, category, date, excerpt, and the article in Markdown with its
 * preview. The address the post will have is shown as the title or address is typed.
 */
export function PostFields({ values, onChange, errors, disabled }: EntryFieldsProps<PostFormValues>) {
  const text = (key: 'title' | 'slug' | 'excerpt' | 'content') => ({
    value: values[key],
    onChange: (value: string) => onChange({ ...values, [key]: value }),
    error: errors[key],
    disabled,
  });
  return (
    <>
      <AdminTextField label="Title" maxLength={postFieldLimits.title} {...text('title')} />
      <AdminTextField
        label="Address"
        hint={addressHint(postAddress(values))}
        maxLength={maxPostSlugLength}
        {...text('slug')}
      />
      <div className={forms.pair}>
        <ChoiceField
          label="Category"
          error={errors.category}
          value={values.category}
          onChange={(category) => onChange({ ...values, category: category as PostFormValues['category'] })}
          choices={postCategories}
          disabled={disabled}
        />
        <FormField label="Date" hint="Leave empty for the day it is saved." error={errors.publishedAt}>
          {(control) => (
            <input
              {...control}
              className={forms.input}
              type="date"
              value={values.publishedOn}
              onChange={(event) => onChange({ ...values, publishedOn: event.target.value })}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
      <AdminTextField
        label="Excerpt"
        hint="One or two sentences for the journal's list and the feed."
        rows={3}
        maxLength={postFieldLimits.excerpt}
        {...text('excerpt')}
      />
      <MarkdownField maxLength={postFieldLimits.content} {...text('content')} />
    </>
  );
}
