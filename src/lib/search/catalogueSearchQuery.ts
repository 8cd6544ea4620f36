import {
  isSearchCard,
  isSearchShard,
  type CatalogueSearchManifest,
  type SearchCard,
  type SearchShard,
} from './catalogueSearchManifest.ts';
import {
  decodeRecordNumbers,
  queryWordMatcher,
  shardFileOf,
  shardKeyLength,
  shardKeyOf,
  wordsOf,
} from './searchTerms.ts';

/**
 * Reads one file of the index by its path in the site: its parsed JSON, or undefined when there is no
 * such file. It rejects when the file could not be read (offline for a moment), so that it is tried again.
 */
export type ReadIndexFile = (path: string) => Promise<unknown>;

export type CatalogueSearch = {
  /** The numbers of the records matching every word of `query` and every filter, in catalogue order. */
  find: (query: string, filters: Record<string, string>) => Promise<number[]>;
  /** The cards of those records, in the order asked. */
  cardsOf: (numbers: readonly number[]) => Promise<SearchCard[]>;
};

/** A file read once, however many queries need it; a failed read is forgotten, so the next query tries again. */
function readOnce<Value>(read: () => Promise<Value>): () => Promise<Value> {
  let reading: Promise<Value> | undefined;
  return () => {
    reading ??= read().catch((error: unknown) => {
      reading = undefined;
      throw error;
    });
    return reading;
  };
}

function intersection(sets: readonly Set<number>[]): number[] {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  if (smallest === undefined) return [];
  return [...smallest].filter((number) => others.every((set) => set.has(number))).sort((a, b) => a - b);
}

/**
 * The catalogue's static search (docs/design.md decision 14) over the index `manifest` describes: a query
 * reads the shards of its words' first two characters (every shard of a one-letter word), the files of
 * its filters, then the cards shown. Each word matches as queryWordMatcher says.
 */
export function catalogueSearchOver(manifest: CatalogueSearchManifest, read: ReadIndexFile): CatalogueSearch {
  const files = new Map<string, () => Promise<unknown>>();
  const readFile = (file: string) => {
    const path = `${manifest.folder}/${file}`;
    if (!files.has(path))
      files.set(
        path,
        readOnce(() => read(path)),
      );
    return files.get(path)!();
  };
  const shards = new Set(manifest.shards);

  async function shard(key: string): Promise<SearchShard> {
    const value = await readFile(`words/${shardFileOf(key)}.json`);
    if (!isSearchShard(value)) throw new Error(`The search index's shard ${key} is not one it writes`);
    return value;
  }

  async function recordsOfWord(word: string): Promise<Set<number>> {
    const { beginnings, matches } = queryWordMatcher(word);
    const keys = new Set(
      beginnings.flatMap((prefix) =>
        [...prefix].length >= shardKeyLength
          ? [shardKeyOf(prefix)].filter((key) => shards.has(key))
          : manifest.shards.filter((key) => key.startsWith(prefix)),
      ),
    );
    const records = new Set<number>();
    for (const terms of await Promise.all([...keys].map(shard)))
      for (const [term, holders] of Object.entries(terms))
        if (matches(term)) for (const number of decodeRecordNumbers(holders)) records.add(number);
    return records;
  }

  async function recordsOfFilter(name: string, value: string): Promise<Set<number>> {
    const file = manifest.filters[name]?.[value];
    if (file === undefined) return new Set();
    const holders = await readFile(`filters/${shardFileOf(name)}/${file}.json`);
    if (typeof holders !== 'string') throw new Error(`The search index's filter ${name} is not one it writes`);
    return new Set(decodeRecordNumbers(holders));
  }

  return {
    async find(query, filters) {
      const words = [...new Set(wordsOf(query))];
      if (words.length === 0) return [];
      const sets = await Promise.all([
        ...words.map(recordsOfWord),
        ...Object.entries(filters).map(([name, value]) => recordsOfFilter(name, value)),
      ]);
      return intersection(sets);
    },
    async cardsOf(numbers) {
      return Promise.all(
        numbers.map(async (number) => {
          const card = await readFile(`cards/${number}.json`);
          if (!isSearchCard(card)) throw new Error(`The search index's card ${number} is not one it writes`);
          return card;
        }),
      );
    },
  };
}
