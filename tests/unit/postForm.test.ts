import { describe, expect, it } from 'vitest';
import { imageRequiredMessage } from '../../src/lib/forms/catalogueEntryForm.ts';
import {
  altRequiredMessage,
  categoryMessage,
  emptyPostForm,
  postAddress,
  postFormValues,
  postPayload,
  publishedAtOf,
  publishedPostPayload,
} from '../../src/lib/forms/postForm.ts';

const post = {
  id: 4,
  title: 'Six Months Sealed',
  slug: 'six-months-sealed',
  excerpt: 'What a jar looks like after half a year.',
  content: '## Day one\n\nThe water was *clear*.',
  imageUrl: '/media/jar.webp',
  imageAlt: 'A sealed jar on a windowsill',
  category: 'Research Insights',
  publishedAt: '2026-05-04T09:30:00.000Z',
  isPublished: true,
  createdAt: '2026-05-04T09:30:00.000Z',
  updatedAt: '2026-05-05T10:00:00.000Z',
};

const kept = { currentUrl: post.imageUrl, chosen: false };
const now = new Date('2026-11-28T15:45:10.000Z');

describe('the post form', () => {
  it('round-trips a stored post into the payload that stores it again', () => {
    const values = postFormValues(post);
    expect(values.publishedOn).toBe('2026-05-04');
    expect(postPayload(values, kept, now)).toEqual({
      success: true,
      payload: {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        imageUrl: post.imageUrl,
        imageAlt: post.imageAlt,
        category: post.category,
        publishedAt: post.publishedAt,
        isPublished: true,
      },
    });
  });

  it('starts a new post as a draft, and puts each problem beside its field', () => {
    expect(emptyPostForm.isPublished).toBe(false);
    const result = postPayload(emptyPostForm, { currentUrl: '', chosen: false }, now);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      title: 'Title is required.',
      excerpt: 'Excerpt is required.',
      content: 'Content is required.',
      imageUrl: imageRequiredMessage,
      imageAlt: altRequiredMessage,
    });
    expect(result.errors.category).toBe(categoryMessage);
  });

  it('requires the alt text, however many spaces it holds', () => {
    const result = postPayload({ ...postFormValues(post), imageAlt: '   ' }, kept, now);
    expect(result).toEqual({ success: false, errors: { imageAlt: altRequiredMessage } });
  });

  it('refuses an address that is not lower-case words joined by hyphens, at the address', () => {
    const result = postPayload({ ...postFormValues(post), slug: 'Six Months!' }, kept, now);
    expect(result).toMatchObject({ success: false, errors: { slug: expect.stringMatching(/lower-case/) } });
  });

  it('leaves an empty address out, for the server to make from the title or keep', () => {
    const result = postPayload({ ...postFormValues(post), slug: '  ' }, kept, now);
    expect(result.success && 'slug' in result.payload).toBe(false);
    expect(result.success).toBe(true);
  });

  it('takes a category offered no longer as none chosen', () => {
    expect(postFormValues({ ...post, category: 'Musings' }).category).toBe('');
  });
});

describe('the date of a post', () => {
  const stored = { publishedAt: post.publishedAt, slug: post.slug };

  it('keeps the stored timestamp while its day is unchanged', () => {
    expect(publishedAtOf({ publishedOn: '2026-05-04', stored }, now)).toBe(post.publishedAt);
  });

  it('moves to another day at the stored time of day, or at the time of the save for a new post', () => {
    expect(publishedAtOf({ publishedOn: '2026-06-01', stored }, now)).toBe('2026-06-01T09:30:00.000Z');
    expect(publishedAtOf({ publishedOn: '2026-06-01', stored: undefined }, now)).toBe('2026-06-01T15:45:10.000Z');
  });

  it('is the time of the save when the day is left empty', () => {
    expect(publishedAtOf({ publishedOn: '', stored }, now)).toBe(now.toISOString());
    expect(publishedAtOf({ publishedOn: '', stored: undefined }, now)).toBe(now.toISOString());
  });
});

describe('the address a post will have', () => {
  const stored = { publishedAt: post.publishedAt, slug: post.slug };

  it('is the one typed, else the stored one, else the one its title gives, and none before any', () => {
    expect(postAddress({ title: ' ', slug: '', stored: undefined })).toBeUndefined();
    expect(postAddress({ title: 'Sealed Jars: Año 2', slug: 'own-words', stored: undefined })).toBe(
      '/journal/own-words',
    );
    expect(postAddress({ title: 'Sealed Jars: Año 2', slug: '', stored })).toBe('/journal/six-months-sealed');
    expect(postAddress({ title: 'Sealed Jars: Año 2', slug: ' ', stored: undefined })).toBe(
      '/journal/sealed-jars-ano-2',
    );
  });
});

describe('Publish and Unpublish', () => {
  it('send the whole stored post, only its flag changed', () => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = post;
    expect(publishedPostPayload(post, false)).toEqual({ ...fields, isPublished: false });
    expect(publishedPostPayload({ ...post, isPublished: false }, true)).toEqual({ ...fields, isPublished: true });
  });
});
