import { youtubeWatchUrl } from '../../../lib/youtube.ts';
import type { NewResource } from '../schema.ts';

/** Demo educational resources. Guide and PDF files live in public/downloads as PDFs, spreadsheets as CSV. */
export const demoResources: NewResource[] = [
  // Guides
  {
    title: 'Getting Started with Your Closed Biome',
    description:
      'Everything to do in the first 30 days: unpacking, choosing a spot, what to expect as the ecosystem settles, ' +
      'and the few things you should never do to a sealed vessel.',
    type: 'Guide',
    fileUrl: '/downloads/getting-started-guide.pdf',
    imageUrl: '/images/resources/getting-started-guide.svg',
    isActive: true,
  },
  {
    title: 'Placement and Lighting Guide',
    description:
      'How much light each biome needs, how to read a room for good spots, and how to set up a simple LED grow ' +
      'light and timer for dark winters.',
    type: 'Guide',
    fileUrl: '/downloads/placement-and-lighting-guide.pdf',
    imageUrl: '/images/resources/placement-and-lighting-guide.svg',
    isActive: true,
  },
  {
    title: 'Troubleshooting Cloudy Water, Mould and Algae',
    description:
      'A symptom-by-symptom guide to the most common problems in sealed biomes, what causes them, and which ones ' +
      'fix themselves if you simply wait.',
    type: 'Guide',
    fileUrl: '/downloads/troubleshooting-guide.pdf',
    imageUrl: '/images/resources/troubleshooting-guide.svg',
    isActive: true,
  },
  {
    title: 'How Nutrients Cycle in a Sealed Ecosystem',
    description:
      'The carbon, oxygen and nitrogen cycles explained through the organisms in your vessel, from hornwort and ' +
      'eelgrass to springtails and mycorrhizal fungi.',
    type: 'Guide',
    fileUrl: '/downloads/nutrient-cycles-guide.pdf',
    imageUrl: '/images/resources/nutrient-cycles-guide.svg',
    isActive: true,
  },
  {
    title: 'Classroom Guide: Teaching Ecology with a Biome',
    description:
      'A six-week lesson sequence for ages 11–16 built around one closed biome, with observation tasks, discussion ' +
      'questions and links to the science curriculum.',
    type: 'Guide',
    fileUrl: '/downloads/classroom-ecology-guide.pdf',
    imageUrl: '/images/resources/classroom-ecology-guide.svg',
    isActive: true,
  },

  // PDFs
  {
    title: 'Water Chemistry Worksheet',
    description:
      'A printable worksheet for recording temperature, pH, hardness and salinity readings, with target ranges for ' +
      'each of our aquatic biomes.',
    type: 'PDF',
    fileUrl: '/downloads/water-chemistry-worksheet.pdf',
    imageUrl: '/images/resources/water-chemistry-worksheet.svg',
    isActive: true,
  },
  {
    title: 'Monthly Biome Health Checklist',
    description:
      'A one-page checklist to run through once a month: water clarity, plant colour, animal activity, condensation ' +
      'and glass condition.',
    type: 'PDF',
    fileUrl: '/downloads/biome-health-checklist.pdf',
    imageUrl: '/images/resources/biome-health-checklist.svg',
    isActive: true,
  },
  {
    title: 'Microfauna Identification Sheet',
    description:
      'Tell a copepod from an amphipod, a springtail from a mite: size, shape and movement clues for the small ' +
      'animals you will see through a hand lens.',
    type: 'PDF',
    fileUrl: '/downloads/microfauna-identification-sheet.pdf',
    imageUrl: '/images/resources/microfauna-identification-sheet.svg',
    isActive: true,
  },
  {
    title: 'Salinity and Brackish Water Reference Sheet',
    description:
      'Salinity units, specific gravity conversions and the ranges used in our seagrass, rock pool and mangrove ' +
      'biomes, with notes on reading a refractometer.',
    type: 'PDF',
    fileUrl: '/downloads/salinity-reference-sheet.pdf',
    imageUrl: '/images/resources/salinity-reference-sheet.svg',
    isActive: true,
  },

  // Spreadsheets
  {
    title: 'Weekly Observation Log',
    description:
      'A ready-made log with columns for date, light hours, temperature, water clarity, condensation and notes. ' +
      'Opens in any spreadsheet program.',
    type: 'Spreadsheet',
    fileUrl: '/downloads/weekly-observation-log.csv',
    imageUrl: '/images/resources/weekly-observation-log.svg',
    isActive: true,
  },
  {
    title: 'Population Count Tracker',
    description:
      'Track counts of snails, amphipods, copepods and springtails over time using a fixed counting window on the ' +
      'glass, with an example season filled in.',
    type: 'Spreadsheet',
    fileUrl: '/downloads/population-count-tracker.csv',
    imageUrl: '/images/resources/population-count-tracker.svg',
    isActive: true,
  },
  {
    title: 'Light and Temperature Log',
    description:
      'Hourly light and temperature readings template for finding the best spot in a room before you move a biome ' +
      'there.',
    type: 'Spreadsheet',
    fileUrl: '/downloads/light-and-temperature-log.csv',
    imageUrl: '/images/resources/light-and-temperature-log.svg',
    isActive: true,
  },
  {
    title: 'Marine Salt Mixing Table',
    description:
      'Grams of marine salt mix per litre of water for target salinities from 5 to 35 ppt, with matching specific ' +
      'gravity values, for classroom and build-your-own projects.',
    type: 'Spreadsheet',
    fileUrl: '/downloads/salt-mixing-table.csv',
    imageUrl: '/images/resources/salt-mixing-table.svg',
    isActive: true,
  },

  // Videos
  {
    title: 'Unboxing and Your First Week',
    description:
      'Watch a Lakeshore Marsh Biome come out of its box and settle in, and learn what the first week of fog, ' +
      'floating debris and hiding animals looks like.',
    type: 'Video',
    fileUrl: youtubeWatchUrl('Qm3vTq8LxR0'),
    imageUrl: '/images/resources/unboxing-first-week.svg',
    isActive: true,
  },
  {
    title: 'Six Months in a Seagrass Meadow',
    description:
      'A time-lapse of one Seagrass Meadow Biome from planting to a full meadow, with commentary on rhizome growth, ' +
      'grazers and seasonal light.',
    type: 'Video',
    fileUrl: youtubeWatchUrl('p7Hs2KdWn4E'),
    imageUrl: '/images/resources/seagrass-time-lapse.svg',
    isActive: true,
  },
  {
    title: 'Meet the Microfauna',
    description:
      'Macro footage of the copepods, amphipods, springtails and isopods that keep our biomes clean, and how to ' +
      'spot them in your own vessel.',
    type: 'Video',
    fileUrl: youtubeWatchUrl('zC9fLb1YtGk'),
    imageUrl: '/images/resources/meet-the-microfauna.svg',
    isActive: true,
  },
];
