import { describe, expect, it } from 'vitest';
import { altsOf, photoAltText, speciesPhotoUrls } from '../../src/lib/catalogue/photoAlts.ts';

describe('photoAltText', () => {
  it('is the stored text of the photo, else the default', () => {
    const alts = { '/media/a.webp': 'A shrimp on a leaf', '/media/b.webp': '' };
    expect(photoAltText(alts, '/media/a.webp', 'Photo of the Ghost shrimp')).toBe('A shrimp on a leaf');
    expect(photoAltText(alts, '/media/b.webp', 'Photo of the Ghost shrimp')).toBe('Photo of the Ghost shrimp');
    expect(photoAltText(alts, '/media/c.webp', 'Photo of the Ghost shrimp')).toBe('Photo of the Ghost shrimp');
    expect(photoAltText(undefined, '/media/a.webp', 'Photo of the Ghost shrimp')).toBe('Photo of the Ghost shrimp');
  });

  it('never reads an inherited property as a text', () => {
    expect(photoAltText({}, 'toString', 'Default')).toBe('Default');
  });
});

describe('altsOf and speciesPhotoUrls', () => {
  it('keep the non-empty texts of the species photos and its notes’ photos, nothing else', () => {
    const urls = speciesPhotoUrls({ photos: ['/media/a.webp'], updateNotes: [{ photos: ['/media/b.webp'] }, {}] });
    expect([...urls]).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(altsOf({ '/media/a.webp': 'A', '/media/b.webp': '', '/media/gone.webp': 'Removed' }, urls)).toEqual({
      '/media/a.webp': 'A',
    });
  });
});
