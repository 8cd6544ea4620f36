/*
 * A made-up catalogue of any size, to measure the site at the scale docs/design.md decision 14 names
 * (10,000 species) with text that reads and compresses much like the real thing: every species has
 * its own names, sentences and numbers, drawn from word lists by a seeded generator, so a seed always
 * gives the same catalogue. Used by `npm run bench` and `npm run lighthouse`, never by the pages.
 */
import { speciesEnvironments, speciesStatuses } from '../../../lib/schemas/species.ts';
import type { PhotoAlts } from '../../../lib/catalogue/photoAlts.ts';
import { demoSpecies, type DemoSpecies } from './demoSpecies.ts';

export type GeneratedSpecies = DemoSpecies & { photoAlts: PhotoAlts; createdAt: string; updatedAt: string };

type Random = () => number;

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit number, so a seed replays exactly. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const chance = (random: Random, probability: number) => random() < probability;
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** `count` different items of `items`, in the order drawn. */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

type Niche = 'Primary Producer' | 'Consumer' | 'Decomposer' | 'Facilitator';

/**
 * The kinds of organism of each niche: the last word(s) of the common name, what it is, and its
 * parts, in the plural, as the sentences say "its {part} are".
 */
type Organism = { noun: string; kind: readonly string[]; parts: readonly string[] };

/** One organism a row: "noun: kind, kind; part, part". */
function organismOf(row: string): Organism {
  const [noun, kinds, parts] = row.split(/: |; /) as [string, string, string];
  return { noun, kind: kinds.split(', '), parts: parts.split(', ') };
}

const organisms: Record<Niche, readonly Organism[]> = {
  'Primary Producer': [
    'Fern: low fern, creeping fern, small aquatic fern; fronds, rhizomes',
    'Moss: cushion moss, trailing moss, true aquatic moss; shoots, rhizoids',
    'Liverwort: thalloid liverwort, leafy liverwort; lobes, rhizoids',
    'Sedge: tufted sedge, slender sedge; leaf blades, seed heads',
    'Rush: clump-forming rush, wiry rush; stems, flower clusters',
    'Grass: bunch grass, sod-forming grass, dune grass; leaf blades, runners',
    'Pondweed: submerged pondweed, floating-leaved pondweed; leaves, stems',
    'Milfoil: feathery stem plant, submerged milfoil; leaf whorls, stems',
    'Duckweed: tiny floating plant, free-floating duckweed; fronds, rootlets',
    'Stonewort: branched green alga, stonewort; whorls, branchlets',
    'Seagrass: marine flowering plant, ribbon-leaved seagrass; blades, rhizomes',
    'Sea Lettuce: sheet-forming green alga, thin green seaweed; fronds, holdfasts',
    'Red Alga: filamentous red alga, crust-forming red alga; filaments, holdfasts',
    'Clover: low creeping legume, mat-forming clover; trefoil leaves, runners',
    'Cress: small cress, water-loving herb; leaflets, stems',
    'Diatom: colonial diatom, chain-forming diatom; glassy shells, chains',
  ].map(organismOf),
  Consumer: [
    'Shrimp: translucent shrimp, small grass shrimp; antennae, tail plates',
    'Snail: small snail, air-breathing pond snail; shell whorls, tentacles',
    'Copepod: free-swimming copepod, tiny crustacean; antennae, egg sacs',
    'Amphipod: sideways-swimming amphipod, small crustacean; legs, gills',
    'Water Flea: filter-feeding cladoceran, water flea; carapace valves, antennae',
    'Seed Shrimp: ostracod, bean-shaped crustacean; shell valves, antennae',
    'Rotifer: microscopic rotifer, wheel animal; cilia, toes',
    'Limpet: freshwater limpet, cap-shaped snail; shell whorls, tentacles',
    'Flatworm: free-living flatworm, gliding flatworm; eyespots, auricles',
    'Mite: water mite, predatory mite; legs, mouthparts',
    'Nerite: nerite snail, algae-grazing snail; shell whorls, tentacles',
    'Mysid: opossum shrimp, mysid; brood plates, eyes',
  ].map(organismOf),
  Decomposer: [
    'Springtail: soil springtail, leaping springtail; scales, antennae',
    'Isopod: small isopod, woodlouse; plates, antennae',
    'Potworm: white potworm, small segmented worm; segments, bristles',
    'Millipede: pill millipede, small millipede; segments, legs',
    'Bristleworm: detritus-feeding bristleworm, small polychaete; bristles, gills',
    'Mould: water mould, leaf-litter mould; threads, spore heads',
    'Fungus: litter fungus, wood-rotting fungus; hyphae, fruiting bodies',
    'Scud: shredding amphipod, freshwater scud; legs, antennae',
    'Sand Hopper: strandline amphipod, sand hopper; hind legs, antennae',
    'Bacterium: cellulose-digesting bacterium, film-forming bacterium; colonies, threads',
  ].map(organismOf),
  Facilitator: [
    'Mycorrhizal Fungus: root fungus, mycorrhizal fungus; hyphae, spores',
    'Cyanobacterium: nitrogen-fixing cyanobacterium, mat-forming cyanobacterium; filaments, sheaths',
    'Lugworm: burrowing lugworm, sediment-turning worm; burrows, casts',
    'Earthworm: small earthworm, burrowing worm; segments, casts',
    'Mangrove: dwarf mangrove, salt-tolerant shrub; prop roots, leaves',
    'Biofilm Bacterium: biofilm-forming bacterium, sediment bacterium; colonies, threads',
    'Burrowing Shrimp: burrowing shrimp, mud shrimp; claws, burrows',
    'Vetch: nitrogen-fixing legume, trailing vetch; root nodules, tendrils',
  ].map(organismOf),
};

/** The first words of a common name, in the order English puts them ("Dwarf Amber Creeping Reef Fern"). */
const nameWords = [
  ['Dwarf', 'Giant', 'Lesser', 'Greater', 'Pygmy', 'Little', 'Tall', 'Slender'],
  ['Amber', 'Crimson', 'Golden', 'Pale', 'Dusky', 'Silver', 'Olive', 'Rusty', 'Ivory', 'Jade', 'Copper', 'Scarlet'],
  ['Creeping', 'Banded', 'Spotted', 'Tufted', 'Feathered', 'Ribbed', 'Glassy', 'Velvet', 'Bristled', 'Ringed'],
  ['Reef', 'Marsh', 'Dune', 'Tidal', 'Creek', 'Bog', 'Meadow', 'Lagoon', 'Estuary', 'Prairie', 'Pebble', 'Fen'],
] as const;

/**
 * The made-up Latin of scientific names: a genus is a start, half the time a middle, and an ending;
 * an epithet is a stem from one of two lists and an ending, with middles put in after a collision.
 */
const latin = {
  genus: {
    starts: ['cal', 'lith', 'mar', 'pel', 'cor', 'ther', 'phyt', 'hal', 'lim', 'aqu', 'rhiz', 'sil'],
    middles: ['ven', 'dor', 'zan', 'myr', 'chlor', 'tri', 'pter', 'gam', 'bran', 'ost', 'nem', 'psam'],
    endings: ['ia', 'us', 'ella', 'ops', 'aria', 'odon', 'phyllum', 'onia', 'ites', 'ium', 'ula', 'opsis'],
  },
  epithet: {
    stems: [
      ['alb', 'rubr', 'virid', 'aur', 'nigr', 'lacustr', 'marin', 'palustr', 'arenar', 'silvat'],
      ['litor', 'minut', 'grac', 'robust', 'spin', 'stell', 'fluvi', 'campestr', 'borea', 'austr'],
    ],
    endings: ['ensis', 'ata', 'oides', 'ifolia', 'icus', 'alis', 'osa', 'ina', 'ii', 'escens', 'iformis'],
  },
} as const;

/** Where each biome's species live, in words. */
const habitats: Record<(typeof speciesEnvironments)[number], readonly string[]> = {
  'Lake Biome': ['the open water', 'the gravel bed', 'the hornwort thickets', 'the cool lower water', 'the stones'],
  'Seagrass Meadow Biome': ['the eelgrass blades', 'the sandy bottom', 'the shallow meadow', 'the leaf litter'],
  'Lakeshore Biome': ['the damp moss', 'the waterline', 'the peat bank', 'the wet margin', 'the rush tussocks'],
  'Beach Biome': ['the strandline', 'the dune sand', 'the wrack line', 'the damp sand', 'the foredune'],
  'Grassland Biome': ['the topsoil', 'the root mat', 'the leaf litter', 'the sward', 'the dry crust'],
  'Mangrove Biome': ['the prop roots', 'the brackish mud', 'the tidal pools', 'the root tangle', 'the silt'],
};

const roles: Record<Niche, readonly string[]> = {
  'Primary Producer': [
    'It [releases|gives off|produces] most of its oxygen in the first [hours|two hours|part] of the ' +
      'light period, which the animals [of the vessel|in the water|around it] [depend on|need|live on] ' +
      '[overnight|through the night|until morning].',
    'It [takes up|absorbs|draws] [nitrate|nitrate and phosphate|ammonium] through its {part} [faster ' +
      'than algae can|before algae get the chance|almost as soon as it appears], so the water [stays ' +
      'clear|keeps its clarity|does not turn green].',
    'Its {part} shade {habitat} and keep the temperature {steady} near the bottom.',
    'Grazers such as the {companion} feed on the soft new growth of its {part}.',
    'It [binds|holds|anchors] [loose sediment|the sand|the fine silt] with its {part}, which [keeps ' +
      'the lower layers from turning sour|stops the bottom going black|lets water move through the ' +
      'substrate].',
    'Its growth follows the light closely, which makes it an early warning of a lamp that is failing.',
    'The {part} offer shelter to juvenile crustaceans during the day.',
    'In {season} it grows {adverb}, and the vessel looks noticeably fuller within a few weeks.',
    'It competes with the {companion} for light but rarely crowds it out.',
    'Its {colour} {part} are the first thing most people notice in the vessel.',
  ],
  Consumer: [
    'It [grazes|scrapes|browses] the [biofilm|algae film|green film] from {habitat}, [keeping the ' +
      'viewing surfaces clean|which keeps the glass clear|so the keeper never has to].',
    'It [filters|strains|sieves] [bacteria|bacteria and single-celled algae|floating particles] from ' +
      'the water, [beating|sweeping|fanning] its {part} [several times a second|without pause|in short ' +
      'strokes].',
    'It hunts smaller crustaceans among {habitat} at night and rests by day.',
    'Its numbers rise and fall with the food on offer, so it tells the keeper how much surplus the system holds.',
    'It feeds on the soft film that forms on leaves, turning it into droppings the plants can use.',
    'It reacts early to a change in temperature, slowing down well before the plants show stress.',
    'Young ones hide in {habitat} until their {part} harden.',
    'It shares {habitat} with the {companion} and feeds on much the same food without competing for long.',
    'Its {colour} {part} make it easier to spot than most animals of its size.',
    'During {season} it breeds {adverb}, and a careful count can double within a month.',
  ],
  Decomposer: [
    'It [shreds|chews|breaks up] [fallen leaves|dead roots|old stems and leaves] into [fine ' +
      'particles|small fragments|crumbs] that [bacteria|fungi and bacteria|smaller organisms] can then ' +
      '[break down|finish off|recycle].',
    'By feeding on moulted skins and droppings it returns nitrogen to the plants within days.',
    'It works through the upper layer of {habitat}, mixing it and letting air reach the roots.',
    'It keeps mould from spreading over uneaten food by grazing the fungal threads as they appear.',
    'Its {part} let it move through compact litter where larger animals cannot follow.',
    'A healthy population means the leaf litter disappears {adverb} rather than piling up.',
    'It is most active after the vessel has been opened and fresh material has been added.',
    'It cleans up after the {companion}, whose remains it breaks down within a week.',
    'In {season} its activity drops, and a little more litter builds up on {habitat}.',
    'Its {colour} {part} show up well against the dark substrate.',
  ],
  Facilitator: [
    'It [fixes|captures|takes] nitrogen from the [air|water|soil air] and [passes it to|shares it ' +
      'with|makes it available to] the plants [around it|nearby|in {habitat}].',
    'Its {part} link plant roots into a shared network that carries water and phosphorus.',
    'It turns over {habitat}, bringing buried nutrients back within reach of the roots.',
    'It stabilises {habitat} so that the plants can root without being undermined.',
    'By creating small pockets of oxygen in the sediment it lets other organisms settle where they could not before.',
    'It makes the difference between a vessel that settles in weeks and one that takes months.',
    'Its {part} hold the fine silt together after the vessel has been moved.',
    'The {companion} grows markedly better wherever it is present.',
    'It works {adverb} and unseen, and its effect shows only when it is missing.',
    'During {season} its {colour} {part} spread a little further each week.',
  ],
};

const openings = [
  '{Kind} of {habitat} in the {environment}, [rarely more than|usually about|up to] {size} mm [long|across|tall].',
  '{Kind} that [lives|spends its life|is most at home] in {habitat} of the {environment}.',
  '{Kind}, found [mostly|almost only|in numbers] in {habitat}, where it is [easy to overlook|hard to ' +
    'spot|well hidden].',
  '{Kind} with distinctive {colour} {part}, common in {habitat}.',
  '{Kind} that keeps to {habitat} and rarely strays from it.',
  '{Kind} first collected for our vessels near {town}, now at home in {habitat}.',
  '{Kind} of the {environment}, most often seen in {habitat}.',
];

/** What sets a species apart from a neighbour: one per description, many words free to vary. */
const distinctions = [
  '[Unlike|Compared with|Next to] the {companion}, it has {texture} {part} [edged with|flecked ' +
    'with|tipped with] {colour}.',
  'It can be told from the {companion} by its {texture} {part} and its [slower|quicker|more upright] habit.',
  '[Seen up close|Under a lens|Against the light], its {part} are {colour} and {texture}, ' +
    '[about|nearly|barely] {size} mm [long|wide|across].',
  'The {texture} {part} [set it apart|distinguish it] from the {companion}, which often shares {habitat} with it.',
];

const observations = [
  '[Look for|Search for|You will find] it in {habitat} [shortly after the light comes on|in the first ' +
    'hour of light|just before the lamp goes off].',
  'It [tolerates|copes with|rides out] the slow swings of [temperature|light and temperature|oxygen] ' +
    'that a closed vessel goes through over [the year|the seasons|a year indoors].',
  'Its {part} [change colour|turn {colour}|fade a little] in {season}, which is [normal|expected|no ' +
    'cause for concern].',
  'In the reference vessel it took [about|nearly|just over] {weeks} weeks to [settle|establish ' +
    'itself|spread] after [the vessel was sealed|sealing|the first light cycle].',
  'It was first recorded in our vessels in {year} and has been part of every batch since.',
  'It reproduces {adverb} as long as the light cycle stays at around {hours} hours.',
  '[Visitors|New owners|Children] often mistake it for [debris|a speck of sand|a fragment of leaf] ' +
    'until its {part} [catch the light|move].',
  'A [hand lens|magnifying glass|phone camera held to the glass] shows the [fine detail|{texture} ' +
    'surface|pattern] of its {part}.',
  'Our stock descends from [a handful|a single sample|a few dozen] collected near {town} in {year}.',
  'It is often the first species a new owner asks about, usually because of its {colour} {part}.',
  'Numbers in the vessels of {town} customers match ours closely, which suggests it copes well with ordinary rooms.',
  'It has survived every one of our winter tests at {low} °C without losses.',
];

const careSentences = [
  '[Keep|Place|Stand] the vessel in {light} for {hours} hours a day; {heat} [overheats it|warms the ' +
    'water too much|stresses it] {quickly}.',
  'It [does best|grows best|is happiest] between {low} °C and {high} °C, so [keep the vessel away ' +
    'from|do not place the vessel near|avoid] {heat}.',
  '[No feeding is needed|It needs no food from you|Do not feed it] in a balanced vessel; [add ' +
    'nothing|leave it alone|let the system provide] unless the population [crashes|drops ' +
    'sharply|disappears from view].',
  'If the population booms, {fix} for {weeks} weeks.',
  '[Trim|Cut back|Thin] no more than [a third|a quarter|half] of the growth at once, and ' +
    '[lay|leave|float] the cuttings [back on|on|in] {habitat}.',
  'Never add [tap water|rainwater|bottled water] or [conditioners|fertiliser|plant food]: top up only ' +
    'with the [water supplied with the biome|refill sachet we send|water from the kit].',
  'A few dead [individuals|ones|specimens] [now and then|each month|after a cold night] are normal; ' +
    'many at once point to [a change in temperature|overheating|a lack of oxygen].',
  'Avoid [moving|tilting|knocking] the vessel [suddenly|during the day|more than once a season], ' +
    'which [clouds the water|stirs up the sediment] and [buries|crushes|disturbs] the smaller ' +
    'organisms.',
  'Open the lid for [a few minutes|five minutes|a quarter of an hour] every {weeks} weeks if ' +
    '[condensation|mist on the glass|fog] [hides the view|builds up|stays all day].',
  'Keep copper and insecticides well away from the vessel: even traces harm it.',
  '[Wipe|Clean|Polish] the glass from the outside only; the film inside is [food|what the grazers ' +
    'live on|part of the system].',
  'Watch for {sign}: it usually means the vessel is too warm, and the remedy is to {fix}.',
  'If you see {sign} for more than a week, {fix} and write down what changes.',
  'In {season}, {light} is usually enough; a lamp is only needed in the darkest weeks.',
  'Count it once a month at the same hour, so that changes in number mean something.',
  'It needs no special care of its own, but it suffers first when {habitat} dries out or silts up.',
  'Give it {light} rather than {heat}, and it will settle within {weeks} weeks.',
  'Do not disturb {habitat} while it is breeding, usually in {season}.',
];

const vocabulary = {
  light: [
    'bright, indirect light',
    'soft daylight',
    'filtered light',
    'the light of a north-facing window',
    'a low LED lamp',
    'diffuse light',
    'a shaded lamp',
    'morning light',
  ],
  heat: ['direct sun', 'a hot windowsill', 'the midday sun', 'a radiator', 'a heater vent', 'a sunny conservatory'],
  quickly: [
    'within an hour',
    'in an afternoon',
    'in a single warm day',
    'faster than most keepers expect',
    'before the glass feels warm',
  ],
  sign: [
    'cloudy water',
    'yellowing tips',
    'a white film on the glass',
    'a sour smell when the lid is lifted',
    'bubbles trapped under the leaves',
    'a sudden drop in numbers',
    'brown patches',
    'sluggish movement',
  ],
  fix: [
    'shorten the light period by an hour',
    'move the vessel a little further from the window',
    'leave the lid open for ten minutes a day',
    'wait a week before changing anything else',
    'remove the loose debris with tweezers',
    'raise the lamp by a few centimetres',
  ],
  town: [
    'Bergen',
    'Utrecht',
    'Leeds',
    'Lyon',
    'Graz',
    'Porto',
    'Aarhus',
    'Gdańsk',
    'Bilbao',
    'Tartu',
    'Cork',
    'Ghent',
    'Turku',
    'Brno',
    'Kiel',
    'Nantes',
    'Umeå',
    'Split',
    'Galway',
    'Leuven',
    'Trieste',
    'Bremen',
    'Oulu',
    'Sligo',
  ],
  season: ['spring', 'early summer', 'late summer', 'autumn', 'winter', 'the darker months', 'the first warm weeks'],
  adverb: ['steadily', 'slowly', 'quickly', 'unevenly', 'reliably', 'in short bursts'],
  colour: [
    'greenish',
    'amber',
    'pale grey',
    'olive',
    'rust-brown',
    'translucent',
    'dark green',
    'reddish',
    'silvery',
    'cream',
    'bronze',
    'violet',
    'ochre',
    'bluish',
    'chestnut',
    'lemon-yellow',
    'smoky',
    'pinkish',
  ],
  steady: ['steady', 'even', 'a degree or two lower', 'stable'],
  texture: [
    'glossy',
    'matt',
    'velvety',
    'finely ridged',
    'smooth',
    'hairy',
    'waxy',
    'papery',
    'leathery',
    'speckled',
    'ringed',
    'translucent',
  ],
} as const;

const noteSentences = [
  'Counted {count} individuals in the reference vessel after {weeks} weeks.',
  'The population held steady through {season}.',
  'Moved the reference vessel {distance} cm away from the window after a warm week; numbers recovered within days.',
  'First new growth after the winter rest, about {distance} mm a week.',
  'Added to the {month} batch of vessels; no losses in transport.',
  'Dissolved oxygen at lights-off was {oxygen} mg/L.',
  'A customer in {town} reports {sign} after a heatwave; advised them to {fix}.',
  'Seen alongside the {companion} for the first time in the reference vessel.',
];

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];

/** Fills every {slot} of `template`: each slot is drawn anew, so two uses of a template seldom match. */
/**
 * Fills every {slot} of `template` and picks one wording of every [this|that]: each is drawn anew,
 * so two uses of a template seldom match.
 */
function fill(random: Random, template: string, slots: Record<string, () => string>): string {
  return template
    .replace(/\[([^\]]*)\]/g, (_, wordings: string) => pick(random, wordings.split('|')))
    .replace(/\{(\w+)\}/g, (_, slot: string) => {
      const value = slots[slot];
      if (!value) throw new Error(`No words for {${slot}} in "${template}".`);
      return value();
    });
}

/** The demo photos, real files under public/, which generated species show again. */
const demoPhotos = [...new Set(demoSpecies.flatMap((species) => species.photos))];

const photoViews = [
  'seen from above in the reference vessel',
  'close up against the glass',
  'among the other plants of its biome',
  'under the vessel lamp',
  'in a drop of water under a hand lens',
  'at the edge of the substrate',
];

/**
 * `count` species with distinct common and scientific names, all active, from `seed`. Environments,
 * niches and statuses take requirements §3's values; photos are the demo's files, each with an alt text.
 * The first species of a larger catalogue are those of a smaller one from the same seed.
 */
export function generateSpecies(count: number, seed = 1): GeneratedSpecies[] {
  const random = seededRandom(seed);
  const commonNames = new Set<string>();
  const scientificNames = new Set<string>();
  // About four species a genus, as in a real flora; grown as it goes, so a smaller catalogue is the
  // start of a larger one from the same seed.
  const genera: string[] = [];
  // Who lives beside whom: the demo's species at first, then every species drawn so far.
  const neighbours = new Map<string, string[]>(
    speciesEnvironments.map((environment) => [
      environment,
      demoSpecies.filter((demo) => demo.environment === environment).map((demo) => demo.commonName),
    ]),
  );
  const species: GeneratedSpecies[] = [];
  for (let index = 0; index < count; index += 1) {
    const niche = pick(random, Object.keys(organisms) as Niche[]);
    const organism = pick(random, organisms[niche]);
    const environment = pick(random, speciesEnvironments);
    const commonName = uniqueName(commonNames, (wordCount) => commonNameOf(random, organism, wordCount));
    const scientificName = uniqueName(scientificNames, (attempt) => {
      if (genera.length === 0 || chance(random, 0.25)) genera.push(newGenus(random));
      return `${pick(random, genera)} ${newEpithet(random, attempt)}`;
    });
    const habitat = () => pick(random, habitats[environment]);
    const slots: Record<string, () => string> = {
      // "A" or "An" follows the kind actually drawn.
      Kind: () => {
        const kind = pick(random, organism.kind);
        return `${capitalised(article(kind))} ${kind}`;
      },
      habitat,
      environment: () => environment,
      part: () => pick(random, organism.parts),
      weeks: () => String(between(random, 2, 16)),
      hours: () => String(between(random, 9, 14)),
      year: () => String(between(random, 2019, 2025)),
      low: () => String(between(random, 12, 18)),
      high: () => String(between(random, 22, 27)),
      count: () => String(between(random, 12, 480)),
      distance: () => String(between(random, 5, 60)),
      month: () => pick(random, months),
      size: () => (between(random, 2, 400) / (chance(random, 0.5) ? 10 : 1)).toString(),
      oxygen: () => (between(random, 60, 95) / 10).toFixed(1),
      companion: () => pick(random, neighbours.get(environment)!),
      ...Object.fromEntries(
        Object.entries(vocabulary).map(([slot, words]) => [slot, () => pick(random, words as readonly string[])]),
      ),
    };
    const sentences = (templates: readonly string[], low: number, high: number) =>
      pickSome(random, templates, between(random, low, high)).map((template) => fill(random, template, slots));
    const description = [
      fill(random, pick(random, openings), slots),
      fill(random, pick(random, distinctions), slots),
      ...sentences(roles[niche], 1, 2),
      ...sentences(observations, 0, 1),
    ].join(' ');
    const careInstructions = sentences(careSentences, 2, 3).join(' ');

    const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 37 * 60_000).toISOString();
    const updateNotes = Array.from({ length: pick(random, [0, 0, 0, 1, 1, 2]) }, (_, note) => ({
      date: new Date(Date.UTC(2026, note * 4 + between(random, 0, 3), between(random, 1, 28), 9)).toISOString(),
      note: sentences(noteSentences, 1, 2).join(' '),
    }));
    const photos = pickSome(random, demoPhotos, pick(random, [1, 1, 2, 2, 3]));
    const photoAlts = Object.fromEntries(
      photos.map((photo) => [photo, `${commonName} ${pick(random, photoViews)}`] as const),
    );
    neighbours.get(environment)!.push(commonName);
    species.push({
      commonName,
      scientificName,
      environment,
      status: pick(random, speciesStatuses),
      niche,
      description,
      careInstructions,
      photos,
      photoAlts,
      updateNotes,
      isActive: true,
      createdAt,
      updatedAt: updateNotes.at(-1)?.date ?? createdAt,
    });
  }
  return species;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A name not yet in `taken`, asking `make` for longer names (its argument) as the short ones run out. */
function uniqueName(taken: Set<string>, make: (attempt: number) => string): string {
  for (let attempt = 0; ; attempt += 1) {
    const name = make(Math.floor(attempt / 20));
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** One to four leading words (more as names run out), then the organism: "Amber Reef Shrimp". */
function commonNameOf(random: Random, organism: Organism, longer: number): string {
  const wordCount = Math.min(nameWords.length, between(random, 1, 2) + longer);
  const groups = pickSome(random, [0, 1, 2, 3], wordCount).sort();
  return [...groups.map((group) => pick(random, nameWords[group]!)), organism.noun].join(' ');
}

function newGenus(random: Random): string {
  const syllables = pick(random, latin.genus.starts) + (chance(random, 0.5) ? pick(random, latin.genus.middles) : '');
  const ending = pick(random, latin.genus.endings);
  // A linking vowel only between consonants: Calophyllum, Lithia.
  return capitalised(syllables + (/^[aeiou]/.test(ending) ? '' : 'o') + ending);
}

/** A Latin-ish epithet; later attempts (after collisions) add a syllable. */
function newEpithet(random: Random, longer: number): string {
  const stem = pick(random, latin.epithet.stems[chance(random, 0.5) ? 0 : 1]);
  const extra = Array.from({ length: longer }, () => pick(random, ['i', 'o', 'a']) + pick(random, latin.genus.middles));
  return stem + extra.join('') + pick(random, latin.epithet.endings);
}
