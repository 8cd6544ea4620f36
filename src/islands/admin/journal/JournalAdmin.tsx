import { formatLongDate } from '../../../lib/formatDate.ts';
import { emptyPostForm, type PostFormValues, postFormValues, postPayload } from '../../../lib/forms/postForm.ts';
import { type PostRecord, postPath } from '../../../lib/journal/journalPost.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
import { CatalogueEntryAdmin } from '../catalogueEntries/CatalogueEntryAdmin.tsx';
import type { CatalogueEntryKind } from '../catalogueEntries/catalogueEntryKind.ts';
import { PostFields } from './PostFields.tsx';
import { PublishToggle } from './PublishToggle.tsx';

/** Whether `query` is in the post's title, excerpt, category or address, in any case. */
function postMatches(post: PostRecord, query: string): boolean {
  const wanted = query.toLowerCase();
  return [post.title, post.excerpt, post.category, post.slug].some((text) => text.toLowerCase().includes(wanted));
}

const posts: CatalogueEntryKind<PostRecord, PostFormValues> = {
  noun: 'post',
  entity: 'post',
  plural: 'posts',
  listUrl: '/api/admin/posts',
  writeUrl: '/api/posts',
  emptyValues: emptyPostForm,
  valuesOf: postFormValues,
  payloadOf: (values, image) => postPayload(values, image, new Date()),
  Fields: PostFields,
  publicPath: postPath,
  visibility: {
    isShown: (post) => post.isPublished,
    key: 'isPublished',
    label: 'Published in the journal',
    mark: 'draft',
    counted: (count) => (count === 1 ? '1 draft' : `${count} drafts`),
  },
  columns: [
    { label: 'Category', cell: (post) => post.category },
    { label: 'Date', cell: (post) => formatLongDate(post.publishedAt) },
    {
      label: 'Status',
      cell: (post) =>
        post.isPublished ? (
          <AdminBadge variant="default">Published</AdminBadge>
        ) : (
          <AdminBadge variant="secondary">Draft</AdminBadge>
        ),
    },
  ],
  RowAction: PublishToggle,
  search: { label: 'Search posts', matches: postMatches },
};

/** /admin/journal: the journal's posts, drafts too, newest first (requirements §2). */
export default function JournalAdmin() {
  return <CatalogueEntryAdmin kind={posts} />;
}
