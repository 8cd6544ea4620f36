import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { testSiteDir } from '../support/testSite.ts';

/**
 * The filters of the built site's Pagefind index, read back from its files (`pagefind/filter/*.pf_filter`:
 * gzip, a `pagefind_dcd` signature, then CBOR): for each filter, each value with the numbers of the
 * records that have it. Only the CBOR the index writes is read (unsigned numbers, text, arrays).
 */
export type PagefindFilters = Record<string, Record<string, number[]>>;

function readCbor(bytes: Buffer, start: number): [unknown, number] {
  const major = bytes[start]! >> 5;
  const info = bytes[start]! & 0x1f;
  let at = start + 1;
  let argument = info;
  if (info === 24) argument = bytes.readUInt8(at);
  else if (info === 25) argument = bytes.readUInt16BE(at);
  else if (info === 26) argument = bytes.readUInt32BE(at);
  else if (info > 26) throw new Error(`CBOR item ${info} at ${start} is not one the index writes`);
  at += info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : 0;
  if (major === 0) return [argument, at];
  if (major === 3) return [bytes.toString('utf8', at, at + argument), at + argument];
  if (major === 4) {
    const items: unknown[] = [];
    for (let index = 0; index < argument; index += 1) {
      const [item, next] = readCbor(bytes, at);
      items.push(item);
      at = next;
    }
    return [items, at];
  }
  throw new Error(`CBOR major type ${major} at ${start} is not one the index writes`);
}

export function pagefindFilters(): PagefindFilters {
  const dir = path.join(testSiteDir, 'pagefind', 'filter');
  const filters: PagefindFilters = {};
  for (const file of fs.readdirSync(dir)) {
    const bytes = gunzipSync(fs.readFileSync(path.join(dir, file)));
    const signature = 'pagefind_dcd';
    if (bytes.toString('utf8', 0, signature.length) !== signature) throw new Error(`${file} is not a Pagefind file`);
    // Each file is an array: the filter's name, then its values, each an array of the value and its records.
    const [name, values] = readCbor(bytes, signature.length)[0] as [string, [string, number[]][]];
    filters[name] = Object.fromEntries(values);
  }
  return filters;
}
