import type { NewBiome } from '../schema.ts';

/**
 * Demo biome catalogue, in shop order: freshwater first, then saltwater and coastal,
 * then the terrestrial and specialty habitats. Titles cover the category rules of requirements §4
 * (Lake, Lakeshore, Seagrass, Coastal, Beach, Grassland, and one "Other"), each placing its
 * biome where its type says it lives (the mangrove estuary, brackish, is Coastal: saltwater
 * and land). Each title's badge agrees with the filters it appears under (a bare "Beach" is
 * badged "Saltwater & Terrestrial" yet matches no filter, so the beach is also Coastal).
 */
export const demoBiomes: NewBiome[] = [
  {
    title: 'Alpine Lake Biome',
    type: 'Aquatic',
    description:
      'A cold, clear freshwater column modelled on a high mountain tarn, planted with hornwort and willow moss over ' +
      'a bed of glacial gravel. Ramshorn snails, scuds and Daphnia keep the glass clean and the water column ' +
      'cycling. Our most forgiving biome and the one we recommend for a first sealed ecosystem.',
    lightLevel: 'Bright indirect light, 10–12 h/day',
    temperature: '14–20 °C',
    waterNeeds: 'Sealed; no top-ups needed',
    imageUrl: '/images/biomes/alpine-lake-biome.svg',
    price: 14900,
    isActive: true,
  },
  {
    title: 'Lakeshore Marsh Biome',
    type: 'Semi-aquatic',
    description:
      'Half pond, half bank: a shallow freshwater margin rising to a mossy shore of soft rush, water forget-me-not ' +
      'and peat moss. Springtails work the damp bank while pond snails graze the waterline, so you can watch ' +
      'nutrients move between water and land. The sloped substrate is layered by hand and settles for three weeks ' +
      'before shipping.',
    lightLevel: 'Bright indirect light, 11–13 h/day',
    temperature: '16–23 °C',
    waterNeeds: 'Sealed; wipe condensation from the lid if the view fogs',
    imageUrl: '/images/biomes/lakeshore-marsh-biome.svg',
    price: 16900,
    isActive: true,
  },
  {
    title: 'Seagrass Meadow Biome',
    type: 'Marine',
    description:
      'A temperate eelgrass meadow rooted in fine marine sand at full-strength salinity. Chink snails and Gammarus ' +
      'amphipods graze the film that grows on the blades, while harpacticoid copepods recycle detritus in the ' +
      'sediment. Each meadow is grown from nursery-propagated shoots, never wild-harvested.',
    lightLevel: 'Strong indirect or filtered light, 12–14 h/day',
    temperature: '12–20 °C',
    waterNeeds: 'Sealed; salinity 30–34 ppt, set at assembly',
    imageUrl: '/images/biomes/seagrass-meadow-biome.svg',
    price: 18900,
    isActive: true,
  },
  {
    title: 'Coastal Rock Pool Biome',
    type: 'Marine',
    description:
      'A tide-pool basin of rounded cobbles, coralline-crusted pebbles and green algal turf, holding a small ' +
      'community of amphipods, copepods and grazing snails. The rocky rim stays just above the waterline, giving ' +
      'crawling species a humid splash zone. Ideal for observing grazing and succession on hard surfaces.',
    lightLevel: 'Bright indirect light, 10–12 h/day',
    temperature: '12–22 °C',
    waterNeeds: 'Sealed; salinity 32–35 ppt, set at assembly',
    imageUrl: '/images/biomes/coastal-rock-pool-biome.svg',
    price: 17900,
    isActive: true,
  },
  {
    title: 'Coastal Driftwood Beach Biome',
    type: 'Terrestrial',
    description:
      'A miniature strandline: damp, slightly saline sand, a tuft of marram grass, sea rocket and a crescent of ' +
      'washed-up wrack around a piece of sun-bleached driftwood. Sand hoppers and sea slaters break down the wrack, ' +
      'and a living cyanobacterial crust holds the sand surface together. A drier biome that suits a bright ' +
      'windowsill.',
    lightLevel: 'Bright light, some direct morning sun, 12–14 h/day',
    temperature: '15–26 °C',
    waterNeeds: 'Sealed; a light mist at the first-week check only if the sand turns pale',
    imageUrl: '/images/biomes/driftwood-beach-biome.svg',
    price: 15900,
    isActive: true,
  },
  {
    title: 'Prairie Grassland Biome',
    type: 'Terrestrial',
    description:
      'A deep loam profile planted with blue grama grass and white clover, with mycorrhizal fungi threaded through ' +
      'the root zone. Dwarf white isopods and springtails recycle leaf litter, and predatory soil mites keep fungus ' +
      'gnats in check. The clear side panel shows roots, burrows and fungal strands as they develop.',
    lightLevel: 'Bright light, direct sun tolerated, 12–14 h/day',
    temperature: '16–27 °C',
    waterNeeds: 'Sealed; soil moisture self-regulates through condensation',
    imageUrl: '/images/biomes/prairie-grassland-biome.svg',
    price: 13900,
    isActive: true,
  },
  {
    // Not "Mangrove …": requirements §4 makes any Mangrove title Terrestrial only, which brackish water is not.
    title: 'Coastal Estuary Biome',
    type: 'Brackish semi-aquatic',
    description:
      'A young red mangrove on arching prop roots, standing in brackish water over dark estuarine mud. Red ' +
      'Bostrychia algae cling to the roots, grass shrimp patrol the shallows and horn snails graze the mudflat. Our ' +
      'largest vessel, with room for the seedling to grow for several years.',
    lightLevel: 'Strong light, 12–14 h/day; a grow light is recommended in winter',
    temperature: '22–30 °C',
    waterNeeds: 'Sealed; salinity 12–18 ppt, set at assembly',
    imageUrl: '/images/biomes/mangrove-estuary-biome.svg',
    price: 22900,
    isActive: true,
  },
  {
    title: 'Cloud Forest Moss Biome',
    type: 'Terrestrial',
    description:
      'A cool, constantly humid montane forest floor of cushion mosses, liverworts and a miniature fern on a ' +
      'bark-and-stone hardscape. Springtails and dwarf isopods handle the decomposition, and the sealed lid keeps ' +
      'humidity close to 100 %. A low-light biome that thrives on a bookshelf away from windows.',
    lightLevel: 'Low to moderate indirect light, 8–10 h/day',
    temperature: '15–22 °C',
    waterNeeds: 'Sealed; no top-ups needed',
    imageUrl: '/images/biomes/cloud-forest-moss-biome.svg',
    price: 12900,
    isActive: true,
  },
];
