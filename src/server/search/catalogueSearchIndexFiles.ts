import { createHash } from 'node:crypto';
import { catalogueSearchManifestPath, type CatalogueSearchManifest } from '../../lib/search/catalogueSearchManifest.ts';
import type { SearchRecord } from '../../lib/search/searchRecord.ts';
import { encodeRecordNumbers, indexTermsOf, shardFileOf, shardKeyOf } from '../../lib/search/searchTerms.ts';

type AnyRecord = SearchRecord<Record<string, string[]>>;

/** Each distinct text once, numbered in order of first appearance. */
function numbered(values: Iterable<string>): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const value of values) if (!numbers.has(value)) numbers.set(value, numbers.size);
  return numbers;
}

/** Each term of the records' text, with the numbers of the records holding it (ascending, by construction). */
function termsOf(records: readonly AnyRecord[]): Map<string, number[]> {
  const terms = new Map<string, number[]>();
  records.forEach((record, number) => {
    for (const term of indexTermsOf(record.content)) {
      const holders = terms.get(term);
      if (holders === undefined) terms.set(term, [number]);
      else holders.push(number);
    }
  });
  return terms;
}

function shardsOf(terms: Map<string, number[]>): Map<string, Record<string, string>> {
  const shards = new Map<string, Record<string, string>>();
  for (const [term, holders] of [...terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const key = shardKeyOf(term);
    const shard = shards.get(key) ?? {};
    shard[term] = encodeRecordNumbers(holders);
    shards.set(key, shard);
  }
  return shards;
}

/** Each filter, each of its values with the numbers of the records that have it. */
function filtersOf(records: readonly AnyRecord[]): Map<string, Map<string, number[]>> {
  const filters = new Map<string, Map<string, number[]>>();
  records.forEach((record, number) => {
    for (const [name, values] of Object.entries(record.filters)) {
      const filter = filters.get(name) ?? new Map<string, number[]>();
      for (const value of new Set(values)) {
        const holders = filter.get(value);
        if (holders === undefined) filter.set(value, [number]);
        else holders.push(number);
      }
      filters.set(name, filter);
    }
  });
  return filters;
}

/**
 * The catalogue's static search index (docs/design.md decision 14) as files, by their path in the built
 * site: terms in shards by their first two characters, each filter value's records, one small card per
 * record, and the manifest. Records are numbered in the order given, the order results are listed in.
 * Everything but the manifest lives in a folder named after its content, so that it can be cached for good.
 */
export function catalogueSearchIndexFiles(records: readonly AnyRecord[]): Map<string, string> {
  const data = new Map<string, string>();
  const shards = shardsOf(termsOf(records));
  for (const [key, shard] of shards) data.set(`words/${shardFileOf(key)}.json`, JSON.stringify(shard));
  const filters: CatalogueSearchManifest['filters'] = {};
  for (const [name, values] of filtersOf(records)) {
    const fileNumbers = numbered(values.keys());
    filters[name] = Object.fromEntries(fileNumbers);
    for (const [value, holders] of values)
      data.set(
        `filters/${shardFileOf(name)}/${fileNumbers.get(value)}.json`,
        JSON.stringify(encodeRecordNumbers(holders)),
      );
  }
  records.forEach(({ url, meta }, number) => data.set(`cards/${number}.json`, JSON.stringify({ url, meta })));

  const hash = createHash('sha256');
  for (const [file, content] of data) hash.update(file).update('\0').update(content).update('\0');
  const folder = `/search/${hash.digest('hex').slice(0, 16)}`;
  const manifest: CatalogueSearchManifest = { folder, shards: [...shards.keys()], filters };
  const files = new Map<string, string>([[catalogueSearchManifestPath.slice(1), JSON.stringify(manifest)]]);
  for (const [file, content] of data) files.set(`${folder.slice(1)}/${file}`, content);
  return files;
}
