import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { catalogueSearchOver, type ReadIndexFile } from '../../src/lib/search/catalogueSearchQuery.ts';
import {
  catalogueSearchManifestPath,
  isCatalogueSearchManifest,
} from '../../src/lib/search/catalogueSearchManifest.ts';
import type { SearchKind, SearchRecord } from '../../src/lib/search/searchRecord.ts';
import {
  decodeRecordNumbers,
  encodeRecordNumbers,
  indexTermsOf,
  shardFileOf,
  wordsOf,
} from '../../src/lib/search/searchTerms.ts';
import { catalogueSearchIndexFiles } from '../../src/server/search/catalogueSearchIndexFiles.ts';
import { catalogueSearchIndexMiddleware } from '../../src/server/search/writeCatalogueSearchIndex.ts';

type TestRecord = SearchRecord<{ environment: string[] }>;

const record = (kind: SearchKind, title: string, content: string, environment = 'Lake'): TestRecord => ({
  url: `/${kind}/${title.toLowerCase().replace(/\W+/g, '-')}`,
  content,
  meta: { title },
  filters: { kind: [kind], environment: [environment] },
});

const records: TestRecord[] = [
  record('species', 'Ramshorn Snail', 'Ramshorn Snail\nPlanorbella trivolvis\nA grazing snail running over glass.'),
  record('species', 'Hornwort', 'Hornwort\nCeratophyllum demersum\nA rootless plant from Quebec.'),
  record('species', 'Springtail', 'Springtail\nFolsomia candida\nTiny hexapods that clean the soil.', 'Forest'),
  record('species', 'Nail Fungus', 'Nail Fungus\nFungus unguis\nA made-up fungus; grows on 3 substrates.', 'Forest'),
  record('resource', 'Snail Care', 'Snail Care\nKeeping snails healthy.\nGuide'),
];

/** The index the build would write, read back as the islands read it, counting the files read. */
function indexOf(list: readonly TestRecord[]) {
  const files = catalogueSearchIndexFiles(list);
  const reads: string[] = [];
  const read: ReadIndexFile = async (path) => {
    reads.push(path);
    const content = files.get(path.slice(1));
    return content === undefined ? undefined : JSON.parse(content);
  };
  const manifest = JSON.parse(files.get(catalogueSearchManifestPath.slice(1))!) as unknown;
  if (!isCatalogueSearchManifest(manifest)) throw new Error('no manifest');
  return { files, reads, manifest, search: catalogueSearchOver(manifest, read) };
}

const titlesOf = async (query: string, filters: Record<string, string> = { kind: 'species' }) => {
  const { search } = indexOf(records);
  return (await search.cardsOf(await search.find(query, filters))).map((card) => card.meta.title);
};

describe('catalogue search: what a query finds (requirements §5)', () => {
  it.each<[string, string[]]>([
    ['snail', ['Ramshorn Snail']],
    ['Snails', ['Ramshorn Snail']],
    ['sna', ['Ramshorn Snail']],
    ['planorbella', ['Ramshorn Snail']],
    ['runni', ['Ramshorn Snail']],
    ['québec', ['Hornwort']],
    ['QUEBEC', ['Hornwort']],
    ['h', ['Hornwort', 'Springtail']],
    ['3', ['Nail Fungus']],
    ['fungus nail', ['Nail Fungus']],
    ['snail glass', ['Ramshorn Snail']],
    ['snail soil', []],
    ['zebra', []],
    ['  ', []],
    ['!?', []],
  ])('%j → %j', async (query, titles) => {
    expect(await titlesOf(query)).toEqual(titles);
  });

  it('matches words by their beginning, not inside them: "nail" is not "snail"', async () => {
    expect(await titlesOf('nail')).toEqual(['Nail Fungus']);
  });

  it('matches a word by its stem, but not every word the stem begins: "running" is not "rung"', async () => {
    const { search } = indexOf([record('species', 'Rung', 'A rung'), record('species', 'Runs', 'Runs daily')]);
    expect(await search.find('running', {})).toEqual([1]);
    expect(await search.find('run', {})).toEqual([0, 1]);
  });

  it('lists results in catalogue order, the order the records were given', async () => {
    expect(await titlesOf('a')).toEqual(['Ramshorn Snail', 'Hornwort', 'Nail Fungus']);
  });

  it('keeps to the filters asked: the kind, and the view', async () => {
    expect(await titlesOf('snail', { kind: 'resource' })).toEqual(['Snail Care']);
    expect(await titlesOf('snail', {})).toEqual(['Ramshorn Snail', 'Snail Care']);
    expect(await titlesOf('fungus', { kind: 'species', environment: 'Lake' })).toEqual([]);
    expect(await titlesOf('t', { kind: 'species', environment: 'Forest' })).toEqual(['Springtail']);
    expect(await titlesOf('snail', { kind: 'species', environment: 'Desert' })).toEqual([]);
    expect(await titlesOf('snail', { colour: 'green' })).toEqual([]);
  });
});

describe('catalogue search: what a query reads', () => {
  it("reads its word's shard and its filter's file, then the cards shown, nothing else", async () => {
    const { search, reads, manifest } = indexOf(records);
    const found = await search.find('hornw', { kind: 'species' });
    await search.cardsOf(found);
    expect(reads.map((path) => path.slice(manifest.folder.length))).toEqual([
      '/words/ho.json',
      '/filters/kind/0.json',
      '/cards/1.json',
    ]);
  });

  it('reads a file once for all the queries that need it', async () => {
    const { search, reads } = indexOf(records);
    await search.find('hornwort', { kind: 'species' });
    await search.find('horn', { kind: 'species' });
    expect(reads).toHaveLength(2);
  });

  it('fails when a file cannot be read, and reads it again for the next query', async () => {
    const { files, manifest } = indexOf(records);
    let offline = true;
    const search = catalogueSearchOver(manifest, async (path) => {
      if (offline) throw new Error('offline');
      return JSON.parse(files.get(path.slice(1))!);
    });
    await expect(search.find('hornwort', {})).rejects.toThrow('offline');
    offline = false;
    expect(await search.find('hornwort', {})).toEqual([1]);
  });

  it('refuses a file that is not one the index writes', async () => {
    const { manifest } = indexOf(records);
    const search = catalogueSearchOver(manifest, async () => ['not', 'a', 'shard']);
    await expect(search.find('hornwort', {})).rejects.toThrow(/not one it writes/);
    await expect(search.cardsOf([0])).rejects.toThrow(/not one it writes/);
  });
});

describe('catalogue search: the files the build writes', () => {
  it('puts everything but the manifest in a folder named after the content', () => {
    const { files, manifest } = indexOf(records);
    const outside = [...files.keys()].filter((file) => !file.startsWith(`${manifest.folder.slice(1)}/`));
    expect(outside).toEqual(['search-index.json']);
    expect(indexOf(records).manifest.folder).toBe(manifest.folder);
    const edited = records.map((entry, index) => (index === 1 ? { ...entry, content: 'Hornwort\nEdited' } : entry));
    expect(indexOf(edited).manifest.folder).not.toBe(manifest.folder);
  });

  it('writes one card per record, with its address and what its card shows', () => {
    const { files, manifest } = indexOf(records);
    const card = JSON.parse(files.get(`${manifest.folder.slice(1)}/cards/4.json`)!) as unknown;
    expect(card).toEqual({ url: '/resource/snail-care', meta: { title: 'Snail Care' } });
  });
});

describe('search terms', () => {
  it('cuts text into folded, lower-case words', () => {
    expect(wordsOf('Épiphytes, in MOSS! 3-way')).toEqual(['epiphytes', 'in', 'moss', '3', 'way']);
  });

  it('indexes each word and its stem', () => {
    expect([...indexTermsOf('Snails running')]).toEqual(['snails', 'snail', 'running', 'run']);
  });

  it.each<number[][]>([[[]], [[0]], [[3, 4, 40]], [[0, 1, 2, 3, 1000, 99_999]]])(
    'keeps record numbers through their encoding: %j',
    (numbers) => {
      expect(decodeRecordNumbers(encodeRecordNumbers(numbers))).toEqual(numbers);
    },
  );

  it('names shards safely whatever their characters', () => {
    expect(shardFileOf('sn')).toBe('sn');
    expect(shardFileOf('ø/')).toBe('_f8_2f');
  });
});

describe('catalogueSearchIndexMiddleware: the index under npm run dev, where no build writes it', () => {
  const catalogue = { species: [], resources: [] };
  function ask(middleware: ReturnType<typeof catalogueSearchIndexMiddleware>, url: string) {
    return new Promise<{ status: number; body: string } | 'next'>((resolve) => {
      const response = {
        statusCode: 0,
        setHeader: () => undefined,
        end(body: string) {
          resolve({ status: this.statusCode, body });
        },
      };
      middleware({ url } as IncomingMessage, response as unknown as ServerResponse, () => resolve('next'));
    });
  }

  it('answers the manifest and the files it names, 404 for others, and leaves every other path alone', async () => {
    let loads = 0;
    const middleware = catalogueSearchIndexMiddleware(async () => {
      loads += 1;
      return catalogue;
    });
    const manifest = await ask(middleware, '/search-index.json');
    expect(manifest).toMatchObject({ status: 200 });
    const { folder } = JSON.parse((manifest as { body: string }).body) as { folder: string };
    expect(await ask(middleware, `${folder}/words/zz.json`)).toMatchObject({ status: 404 });
    expect(await ask(middleware, '/species')).toBe('next');
    expect(loads).toBe(1);
  });
});
