import { stemmer } from 'stemmer';
import { foldAccents } from './searchRecord.ts';

/**
 * The words of the catalogue's static search index (docs/design.md decision 14), shared by the build
 * that writes it and the islands that read it, so that both cut text into words the same way.
 */

/** 'Épiphytes, in moss!' → ['epiphytes', 'in', 'moss']: case and accents never decide a match. */
export function wordsOf(text: string): string[] {
  return foldAccents(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** 'snails' → 'snail', 'ponies' → 'poni': English words reduced to their stem; other words as they are. */
export function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/**
 * What the index holds for a text: each word and, where it differs, its stem. The stem lets "snails"
 * find "snail"; the word itself lets a half-typed "runni" find "running", whose stem is "run".
 */
export function indexTermsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of wordsOf(text)) terms.add(word).add(stemOf(word));
  return terms;
}

/**
 * A query word matches the indexed terms that begin with it ('snai' finds 'snail') and the stem it has
 * itself ('snails' finds 'snail'), but not every word its stem begins ('running' does not find 'rung').
 */
export function queryWordMatcher(word: string): { beginnings: string[]; matches: (term: string) => boolean } {
  const stem = stemOf(word);
  return {
    beginnings: word.startsWith(stem) ? [stem] : [word, stem],
    matches: (term) => term.startsWith(word) || term === stem,
  };
}

/** Terms are stored in shards by their first two characters, so that a query reads only its own. */
export const shardKeyLength = 2;

export function shardKeyOf(term: string): string {
  return [...term].slice(0, shardKeyLength).join('');
}

/** A shard's file name: letters and digits as they are, any other character as its code point. */
export function shardFileOf(key: string): string {
  return [...key].map((char) => (/[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}`)).join('');
}

/**
 * A list of record numbers, ascending, as the gaps between them in base 36: [3, 4, 40] → '3.1.10'.
 * Lists of neighbours (every species of a niche, a common word) shrink to a few bytes once compressed.
 */
export function encodeRecordNumbers(numbers: readonly number[]): string {
  let previous = 0;
  return numbers
    .map((number) => {
      const gap = number - previous;
      previous = number;
      return gap.toString(36);
    })
    .join('.');
}

export function decodeRecordNumbers(encoded: string): number[] {
  if (encoded === '') return [];
  let number = 0;
  return encoded.split('.').map((gap) => (number += parseInt(gap, 36)));
}
