import { describe, expect, test } from 'vitest';
import type { PublicResource, ResourceType } from '../../src/lib/catalogue/catalogue.ts';
import {
  featuredGuides,
  isResourceTabValue,
  resourceActionLabel,
  resourceListHeading,
  resourceResultSummary,
  resourcesOfTab,
  resourceTabCounts,
  resourceTabs,
  showsFeaturedGuides,
  type ResourceTabValue,
} from '../../src/lib/search/resourceSearch.ts';

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

describe('resourcesOfTab', () => {
  test.each<[ResourceTabValue, string[]]>([
    ['all', ids(catalogue)],
    ['Guide', ['Getting Started', 'Lighting Guide', 'Troubleshooting', 'Nutrient Cycles']],
    ['PDF', ['Water Chemistry Worksheet', 'Health Checklist']],
    ['Spreadsheet', ['Observation Log']],
    ['Video', ['Meet the Microfauna']],
  ])('the %s tab lists its type alone, in catalogue order', (tab, expected) => {
    expect(ids(resourcesOfTab(catalogue, tab))).toEqual(expected);
  });
});

describe('resourceTabCounts', () => {
  test('counts each tab over the whole catalogue', () => {
    expect(resourceTabCounts(catalogue)).toEqual({ all: 8, Guide: 4, PDF: 2, Spreadsheet: 1, Video: 1 });
    expect(resourceTabCounts([])).toEqual({ all: 0, Guide: 0, PDF: 0, Spreadsheet: 0, Video: 0 });
  });
});

describe('tabs', () => {
  test('labels and types as requirements §2 names them, in order', () => {
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
  test('at most three, the first guides in order', () => {
    expect(ids(featuredGuides(catalogue))).toEqual(['Getting Started', 'Lighting Guide', 'Troubleshooting']);
  });

  test('fewer than three guides are all featured; none without guides', () => {
    expect(ids(featuredGuides(catalogue.slice(2)))).toEqual(['Troubleshooting', 'Nutrient Cycles']);
    expect(ids(featuredGuides(catalogue.slice(4)))).toEqual([]);
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
