/**
 * A journal post's address, `/journal/{slug}` (requirements §5.15): lower-case ASCII letters and digits
 * in words joined by single hyphens. Plain TypeScript, so that an admin form can show the address as
 * the title is typed without loading zod.
 */
export const postSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the admin may give. */
export const maxPostSlugLength = 100;

/** A slug made from a title is cut to this, so that a '-2' or '-13' added to keep it unique still fits. */
export const madeSlugLength = 80;

/**
 * The slug a title gives: accents dropped, lower-cased, every run of other characters one hyphen,
 * cut at a word's end within madeSlugLength ('Sealed Jars: Año 2' → 'sealed-jars-ano-2'). A title
 * without a letter or digit of the Latin alphabet gives 'post'. The migration that added slugs does
 * the same in SQL for the posts stored before (db/migrations).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const longer = slug === '' ? word : `${slug}-${word}`;
    if (longer.length > madeSlugLength) break;
    slug = longer;
  }
  // A first word longer than the whole allowance is cut rather than lost.
  if (slug === '' && words.length > 0) slug = words[0]!.slice(0, madeSlugLength);
  return slug === '' ? 'post' : slug;
}

/**
 * The first of `base`, `base-2`, `base-3`… that is not in `taken`: a new post whose title another
 * post already has gets an address of its own.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const slug = `${base}-${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}
