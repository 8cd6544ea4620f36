import { describe, expect, test } from 'vitest';
import type { PublicResource, ResourceType } from '../../src/lib/catalogue.ts';
import {
  featuredGuides,
  filterResources,
  isResourceTabValue,
  matchesResourceSearch,
  resourceActionLabel,
  resourceListHeading,
  resourceResultSummary,
  resourceTabCounts,
  resourceTabs,
  showsFeaturedGuides,
  type ResourceTabValue,
} from '../../src/lib/resourceSearch.ts';

let nextId = 1;
function resource(
  type: ResourceType,
  title: string,
  description = 'Plain text.',
  fileUrl = `/downloads/${nextId}.pdf`,
): PublicResource {
  return { id: nextId++, type, title, description, fileUrl, imageUrl: `/images/resources/${nextId}.svg`, imageAlt: '' };
}

const catalogue: PublicResource[] = [
  resource('Guide', 'Getting Started', 'The first thirty days.'),
  resource('Guide', 'Lighting Guide', 'Choosing a spot near a WINDOW.'),
  resource('Guide', 'Troubleshooting', 'Cloudy water and mould.'),
  resource('Guide', 'Nutrient Cycles', 'Carbon and nitrogen.'),
  resource('PDF', 'Water Chemistry Worksheet', 'Record pH and salinity.'),
  resource('PDF', 'Health Checklist', 'Monthly window check.'),
  resource('Spreadsheet', 'Observation Log', 'Columns for light hours.'),
  resource('Video', 'Meet the Microfauna', 'Macro footage of copepods.', 'https://video.example/channel'),
];

const ids = (list: readonly PublicResource[]) => list.map((item) => item.title);

describe('matchesResourceSearch: title, description and type, case-insensitively', () => {
  const worksheet = catalogue[4]!;
  test.each([
    ['a word of the title', 'chemistry', true],
    ['the title in another case', 'WATER CHEMISTRY', true],
    ['a word of the description', 'salinity', true],
    ['the description in another case', 'Record PH', true],
    ['the type', 'pdf', true],
    ['the type in its own case', 'PDF', true],
    ['a blank query', '   ', true],
    ['an empty query', '', true],
    ['surrounding spaces are ignored', '  worksheet ', true],
    ['the file address is not searched', 'downloads', false],
    ['the image address is not searched', 'images', false],
    ['the id is not searched', String(worksheet.id), false],
    ['a word found nowhere', 'volcano', false],
  ])('%s (%j → %s)', (_case, query, expected) => {
    expect(matchesResourceSearch(worksheet, query)).toBe(expected);
  });
});

describe('filterResources', () => {
  test.each<[string, string, ResourceTabValue, string[]]>([
    ['All with no search shows everything in order', '', 'all', ids(catalogue)],
    [
      'a tab shows only its type',
      '',
      'Guide',
      ['Getting Started', 'Lighting Guide', 'Troubleshooting', 'Nutrient Cycles'],
    ],
    ['the PDF tab', '', 'PDF', ['Water Chemistry Worksheet', 'Health Checklist']],
    ['the Spreadsheet tab', '', 'Spreadsheet', ['Observation Log']],
    ['the Video tab', '', 'Video', ['Meet the Microfauna']],
    ['search and tab combine', 'window', 'Guide', ['Lighting Guide']],
    ['a search across types on All', 'window', 'all', ['Lighting Guide', 'Health Checklist']],
    ['a type name finds that type', 'video', 'all', ['Meet the Microfauna']],
    [
      '"guide" matches the Guide type and a title',
      'guide',
      'all',
      ['Getting Started', 'Lighting Guide', 'Troubleshooting', 'Nutrient Cycles'],
    ],
    ['no match on a tab', 'copepods', 'PDF', []],
  ])('%s', (_case, query, tab, expected) => {
    expect(ids(filterResources(catalogue, query, tab))).toEqual(expected);
  });
});

describe('resourceTabCounts: each count is the number of cards its tab shows for the search', () => {
  test.each([[''], ['window'], ['guide'], ['LIGHT'], ['volcano']])('for %j', (query) => {
    const counts = resourceTabCounts(catalogue, query);
    for (const tab of resourceTabs) expect(counts[tab.value]).toBe(filterResources(catalogue, query, tab.value).length);
  });

  test('with no search the counts are the catalogue per type', () => {
    expect(resourceTabCounts(catalogue, '')).toEqual({ all: 8, Guide: 4, PDF: 2, Spreadsheet: 1, Video: 1 });
  });
});

describe('tabs', () => {
  test('labels and types as SPEC §2 names them, in order', () => {
    expect(resourceTabs.map((tab) => [tab.label, tab.type])).toEqual([
      ['All', undefined],
      ['Guides', 'Guide'],
      ['PDFs', 'PDF'],
      ['Spreadsheets', 'Spreadsheet'],
      ['Videos', 'Video'],
    ]);
  });

  test.each([
    ['all', true],
    ['Guide', true],
    ['Video', true],
    ['Guides', false],
    ['pdf', false],
    ['', false],
  ])('isResourceTabValue(%j) is %s', (value, expected) => {
    expect(isResourceTabValue(value)).toBe(expected);
  });

  test.each<[ResourceTabValue, string]>([
    ['all', 'All Resources'],
    ['Guide', 'Guide Resources'],
    ['PDF', 'PDF Resources'],
    ['Spreadsheet', 'Spreadsheet Resources'],
    ['Video', 'Video Resources'],
  ])('the list on %s is headed %j', (tab, heading) => {
    expect(resourceListHeading(tab)).toBe(heading);
  });

  test.each<[ResourceTabValue, boolean]>([
    ['all', true],
    ['Guide', true],
    ['PDF', false],
    ['Spreadsheet', false],
    ['Video', false],
  ])('Featured Guides on %s: %s', (tab, expected) => {
    expect(showsFeaturedGuides(tab)).toBe(expected);
  });
});

describe('featuredGuides', () => {
  test.each<[string, string, string[]]>([
    ['at most three, the first guides in order', '', ['Getting Started', 'Lighting Guide', 'Troubleshooting']],
    ['only guides that match the search', 'cloudy', ['Troubleshooting']],
    ['none when no guide matches', 'salinity', []],
  ])('%s', (_case, query, expected) => {
    expect(ids(featuredGuides(catalogue, query))).toEqual(expected);
  });

  test('fewer than three guides are all featured', () => {
    expect(ids(featuredGuides(catalogue.slice(2), ''))).toEqual(['Troubleshooting', 'Nutrient Cycles']);
  });
});

describe('labels', () => {
  test.each<[ResourceType, string]>([
    ['Video', 'Watch Video'],
    ['Guide', 'Download'],
    ['PDF', 'Download'],
    ['Spreadsheet', 'Download'],
  ])('the action for %s is %j', (type, label) => {
    expect(resourceActionLabel(type)).toBe(label);
  });

  test.each<[number, string, ResourceTabValue, string]>([
    [16, '', 'all', 'Showing 16 resources'],
    [1, '', 'all', 'Showing 1 resource'],
    [4, '', 'PDF', 'Showing 4 PDF resources'],
    [2, ' window ', 'all', 'Showing 2 resources matching “window”'],
    [1, 'cloudy', 'Guide', 'Showing 1 Guide resource matching “cloudy”'],
    [0, 'volcano', 'all', 'No resources matching “volcano”'],
    [0, 'volcano', 'Video', 'No Video resources matching “volcano”'],
  ])('the live summary for %i on %j/%s', (count, query, tab, expected) => {
    expect(resourceResultSummary(count, query, tab)).toBe(expected);
  });
});
