import type { Insertable } from 'kysely';
import type { PostTable } from '../../../lib/tables/postTable.ts';

/**
 * The demo journal (requirements §2.26): one post of each category, newest first, each with a picture of the
 * demo catalogue and Markdown with headings, lists and links. Their dates are fixed, as the demo
 * catalogue's are, so that every fresh database builds the same site. The links name the demo
 * catalogue's ids, which a fresh database numbers from 1 in seed order (the Coastal Estuary is biome 7).
 */
export const demoPosts: Insertable<PostTable>[] = [
  {
    slug: 'shipping-biomes-through-winter',
    title: 'Shipping Biomes Through Winter',
    excerpt:
      'From December to February every biome leaves the workshop in an insulated box with a heat pack, on a ' +
      'Monday to Wednesday only, so that no jar spends a weekend in a cold depot.',
    category: 'Company News',
    imageUrl: '/images/biomes/cloud-forest-moss-biome.svg',
    imageAlt:
      'A sealed jar on a wooden shelf holding cushions of moss, a small fern and a piece of bark over a grey ' +
      'stone, with droplets of condensation under the lid',
    publishedAt: '2026-11-16T14:00:00.000Z',
    content: [
      'A sealed biome is a small world that copes well with almost anything except sudden cold. The shrimp, ' +
        'snails and springtails inside slow down below about 10 °C, and water that freezes can crack the glass. ' +
        'So, as every year, we are changing how we ship for the cold months.',
      '## How we pack from December to February',
      '- **Insulated boxes.** Each jar travels in a recycled-foam liner inside a double-walled carton, with the ' +
        'jar held upright by a moulded collar.',
      '- **A heat pack for every order.** A 72-hour air-activated pack sits against the liner, never against ' +
        'the glass, so that it warms the box without cooking the substrate.',
      '- **Early in the week.** Orders leave the workshop on Monday, Tuesday or Wednesday only, so that no box ' +
        'waits over a weekend in a depot.',
      '## When we hold an order',
      'If the forecast for your town drops below −5 °C on the day of delivery, we hold your biome at the ' +
        'workshop and write to you with a new date. It waits in the same room it was assembled in, under its ' +
        'usual light, so it loses nothing by the delay.',
      '## The first day at home',
      '1. Open the carton indoors and leave the jar in it, lid closed, for an hour to warm up slowly.',
      '2. Place it in bright indirect light, away from radiators and cold window panes.',
      '3. Expect some fog on the glass for a day or two: it clears as the jar settles to your room.',
      'If anything looks wrong after the journey, [write to us](/#contact) with a photo. Cold damage in ' +
        'transit is on us, and we replace any biome that arrives frozen.',
    ].join('\n\n'),
  },
  {
    slug: 'where-the-nitrogen-goes-in-a-sealed-jar',
    title: 'Where the Nitrogen Goes in a Sealed Jar',
    excerpt:
      'Nothing leaves a sealed biome, so every bit of nitrogen a snail excretes has to be used again. A look at ' +
      'the microbes and plants that pass it around, and at what our reference vessels show.',
    category: 'Research Insights',
    imageUrl: '/images/species/hornwort.svg',
    imageAlt: 'Three strands of hornwort with whorls of forked leaves rising from a sandy bed in green-tinted water',
    publishedAt: '2026-10-08T14:00:00.000Z',
    content: [
      'Open an aquarium and you can take waste out: a water change, a filter rinse, a scoop of mulm. A sealed ' +
        'biome has no such exit. Everything its animals excrete stays in the jar, and the only way it does not ' +
        'build up is if something else uses it. Nitrogen shows this best, because its waste form is toxic.',
      '## From waste to food in three steps',
      '1. **Ammonia.** Ramshorn snails, scuds and Daphnia excrete ammonia, and fungi and bacteria release ' +
        'more as they break down dead leaves. Even a little of it harms gills.',
      '2. **Nitrite, then nitrate.** Nitrifying bacteria living in the gravel and on every surface turn ammonia ' +
        'into nitrite, and a second group turns nitrite into nitrate, which is far less harmful.',
      '3. **Back into plants.** Hornwort, willow moss and the algae film on the glass take up ammonium and ' +
        'nitrate and build them into new leaves, which the snails eat, and the cycle starts again.',
      'Part of the nitrate also takes another way out. In the still, oxygen-poor layer under the gravel, ' +
        'denitrifying bacteria turn it into nitrogen gas, which gathers in the headspace under the lid. That ' +
        'is one reason we leave air above the water in every vessel.',
      '## What the reference vessels show',
      'We keep a reference vessel of every biome at the workshop and test it every month. In a settled ' +
        'Alpine Lake jar, the test strips read no ammonia and no nitrite at all, and nitrate stays near the ' +
        'bottom of the scale. The readings tell us less than what is missing: no green water, no film on the ' +
        'surface, snails in steady numbers.',
      'Trouble shows up the same way every time. When a jar gets too little light, plants take up less ' +
        'nitrogen, algae bloom on what is left, and the snail population jumps on the extra food. That is ' +
        'why our care notes say that a sudden boom in snails means cutting the light by an hour, not adding ' +
        'anything.',
      '## Three things to take away',
      '- A biome that looks balanced is one whose plants keep pace with its animals.',
      '- Bright indirect light is a nutrient rule as much as a plant rule.',
      '- Snail numbers are the cheapest nitrogen test there is.',
      'Our [hornwort](/species/1) and [ramshorn snail](/species/3) pages say more about the two partners at ' +
        'the heart of this cycle, and the [nitrogen cycle](https://en.wikipedia.org/wiki/Nitrogen_cycle) ' +
        'article covers the chemistry in full.',
    ].join('\n\n'),
  },
  {
    slug: 'introducing-the-coastal-estuary-biome',
    title: 'Introducing the Coastal Estuary Biome',
    excerpt:
      'Our largest vessel yet holds a young red mangrove on its prop roots, brackish water and a living ' +
      'mudflat: the place where a river meets the sea, sealed in glass.',
    category: 'New Ecosystems',
    imageUrl: '/images/biomes/mangrove-estuary-biome.svg',
    imageAlt:
      'A large sealed jar holding a young red mangrove on arching prop roots, standing in brackish water over ' +
      'dark mud, with a grass shrimp in the water and a horn snail on the mudflat',
    publishedAt: '2026-09-03T14:00:00.000Z',
    content: [
      'For two years a red mangrove seedling has been growing on a bench at the back of the workshop, and this ' +
        'week it has company. The Coastal Estuary Biome is our eighth ecosystem and the first that lives in ' +
        'brackish water, neither fresh nor sea.',
      '## What lives inside',
      '- **Red mangrove** (*Rhizophora mangle*), the tree that holds the whole system up on its prop roots.',
      '- **Mangrove red alga**, a dark turf on the roots just above the waterline, where the shrimp shelter.',
      '- **Daggerblade grass shrimp**, which patrol the shallows and eat what settles.',
      '- **Mangrove amphipods** and **ladder horn snails**, which graze the mud and turn dead leaves into food ' +
        'for the rest.',
      '## Why an estuary',
      'Estuaries are some of the most productive places on Earth and some of the least understood by the ' +
        'people who live beside them. Water of changing saltiness, mud that floods and drains, roots that ' +
        'trap sediment: all of it happens at a scale you can watch through glass. We set the salinity to 12–18 ' +
        'parts per thousand at assembly, and the sealed lid keeps it there.',
      '## Caring for it',
      'The estuary asks for more light than our other biomes: 12 to 14 hours a day, with a small grow light ' +
        'recommended in winter, and a room between 22 and 30 °C. Apart from that it needs nothing. A yellow ' +
        'leaf that drops now and then is the mangrove shedding salt, not a sign of trouble.',
      'The [Coastal Estuary Biome](/biomes/7) is available from today, and every species in it has its own page ' +
        'in the [species catalogue](/species/environment/mangrove).',
    ].join('\n\n'),
  },
].map((post) => ({ ...post, createdAt: post.publishedAt, updatedAt: post.publishedAt }));
