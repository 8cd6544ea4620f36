import type { SpeciesInput } from '../speciesRows.ts';

/** Every demo species spells out its care, photos and notes, which the catalogue may leave empty. */
export type DemoSpecies = Required<Pick<SpeciesInput, 'careInstructions' | 'photos' | 'updateNotes'>> & SpeciesInput;

/**
 * Demo species catalogue: real organisms found in (or suited to) the habitats our biomes
 * model. Environments, niches and statuses use the exact values of requirements §3.
 */
export const demoSpecies: DemoSpecies[] = [
  // ---------------------------------------------------------------- Lake Biome
  {
    commonName: 'Hornwort',
    scientificName: 'Ceratophyllum demersum',
    environment: 'Lake Biome',
    status: 'Thriving',
    niche: 'Primary Producer',
    description:
      'A rootless, free-floating stem plant with whorls of stiff, forked leaves. It is the main oxygen producer of ' +
      'the Lake Biome and takes up nitrate and phosphate directly through its leaves, which starves out nuisance ' +
      'algae. Its dense whorls also shelter Daphnia and juvenile scuds.',
    careInstructions:
      'Keep in bright indirect light; hornwort sheds needles if moved suddenly into low light. Let it float or ' +
      'anchor it loosely under a stone rather than burying the stem. If it grows past the waterline, pinch off the ' +
      'tip and lay it back in the water to keep growth compact.',
    photos: ['/images/species/hornwort.svg', '/images/species/hornwort-2.svg'],
    updateNotes: [
      {
        date: '2026-04-02T10:15:00.000Z',
        note:
          'Stems reached the surface in the reference vessel after eleven weeks. Trimmed 4 cm tips and replanted ' +
          'them; dissolved oxygen at lights-off was 8.1 mg/L, up from 7.4 mg/L in February.',
      },
      {
        date: '2026-07-21T08:40:00.000Z',
        note:
          'Dense whorls now host most of the juvenile scud population. No green-water episodes since the hornwort ' +
          'mass passed roughly a third of the water column.',
      },
    ],
  },
  {
    commonName: 'Willow Moss',
    scientificName: 'Fontinalis antipyretica',
    environment: 'Lake Biome',
    status: 'Stable',
    niche: 'Primary Producer',
    description:
      'A true aquatic moss of cold streams and lakes that anchors to stones with rhizoids and forms long, dark ' +
      'green trailing shoots. It grows slowly but steadily in cool water and provides a fine-textured surface where ' +
      'biofilm, and the grazers that feed on it, can settle.',
    careInstructions:
      'Prefers water below 20 °C; above 24 °C it browns and stops growing, so keep the biome away from radiators ' +
      'and sunny sills. Do not trim more than a third of a clump at once. Brown tips in late summer are normal and ' +
      'recover when temperatures drop.',
    photos: ['/images/species/willow-moss.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Ramshorn Snail',
    scientificName: 'Planorbella duryi',
    environment: 'Lake Biome',
    status: 'Abundant',
    niche: 'Consumer',
    description:
      'A small air-breathing pond snail with a flat, coiled shell and haemoglobin in its blood, which lets it cope ' +
      'with low-oxygen water. It grazes algae film from the glass and leaves and eats soft decaying plant matter, ' +
      'keeping the viewing surfaces clear. Its population size is a good indicator of how much surplus food is in ' +
      'the system.',
    careInstructions:
      'No feeding is needed in a balanced biome. A sudden boom in snail numbers signals excess nutrients: reduce ' +
      'light by an hour a day for two weeks. Shells that turn pitted or white suggest soft water; a small piece of ' +
      'cuttlebone restores calcium.',
    photos: ['/images/species/ramshorn-snail.svg', '/images/species/ramshorn-snail-2.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Water Flea',
    scientificName: 'Daphnia magna',
    environment: 'Lake Biome',
    status: 'Growing',
    niche: 'Consumer',
    description:
      'A filter-feeding cladoceran that beats its legs to sieve bacteria and single-celled algae from the water, ' +
      'which is why our lake vessels stay clear. It reproduces asexually while conditions are good and switches to ' +
      'resting eggs (ephippia) when they worsen, so the population can rebound after a crash.',
    careInstructions:
      'Keep light steady: a week of dim conditions starves the algae Daphnia feed on. Never add water-conditioner ' +
      'chemicals or tap water. Seeing a few dozen individuals swimming in jerky hops under the light is normal; ' +
      'numbers rise and fall seasonally.',
    photos: ['/images/species/water-flea.svg', '/images/species/water-flea-2.svg', '/images/species/water-flea-3.svg'],
    updateNotes: [
      {
        date: '2026-03-12T14:00:00.000Z',
        note:
          'Introduced 40 adults to the March batch of Alpine Lake vessels. Water column visibly clearer within nine ' +
          'days.',
      },
      {
        date: '2026-09-14T09:30:00.000Z',
        note:
          'Population doubled after the autumn light cycle moved to 12 h. Counted 180–220 per litre in the ' +
          'reference vessel; first brood with resting eggs noticed on 12 September.',
        photos: ['/images/species/water-flea-3.svg'],
      },
    ],
  },
  {
    commonName: 'Freshwater Scud',
    scientificName: 'Hyalella azteca',
    environment: 'Lake Biome',
    status: 'Thriving',
    niche: 'Decomposer',
    description:
      'A small, sideways-swimming amphipod that shreds fallen leaves, dead hornwort needles and other detritus into ' +
      'fine particles. By breaking coarse debris down it speeds up the microbial recycling of nutrients back to the ' +
      'plants. It is widely used as a water-quality indicator because it is sensitive to pollutants.',
    careInstructions:
      'Keep leaf litter and a few loose plant fragments on the substrate as food and cover. Avoid copper-containing ' +
      'products anywhere near the vessel. Scuds hide in daylight; look for them at the base of plants shortly after ' +
      'lights-on.',
    photos: ['/images/species/freshwater-scud.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Cyclopoid Copepod',
    scientificName: 'Macrocyclops albidus',
    environment: 'Lake Biome',
    status: 'Declining',
    niche: 'Consumer',
    description:
      'A fast, predatory copepod with a single red-pigmented eye and long first antennae. It hunts protozoans, ' +
      'rotifers and newborn Daphnia, keeping small zooplankton from overshooting. Females carry two egg sacs, which ' +
      'are easy to see under a hand lens.',
    careInstructions:
      'Needs a healthy microfauna to prey on, so never sterilise substrate or glass. A falling count usually ' +
      'follows a crash in rotifers after the water clears; numbers recover as detritus builds up again. Check with ' +
      'a 10× hand lens against a dark background.',
    photos: ['/images/species/cyclopoid-copepod.svg'],
    updateNotes: [
      {
        date: '2026-10-05T16:20:00.000Z',
        note:
          'Weekly counts down from ~60 to ~25 per litre over six weeks, tracking the drop in rotifers after the ' +
          'Daphnia bloom. Monitoring only; no intervention planned.',
      },
    ],
  },

  // ------------------------------------------------------- Seagrass Meadow Biome
  {
    commonName: 'Common Eelgrass',
    scientificName: 'Zostera marina',
    environment: 'Seagrass Meadow Biome',
    status: 'Stable',
    niche: 'Primary Producer',
    description:
      'A true flowering plant that lives fully submerged in seawater, spreading by rhizomes into meadows of ' +
      'ribbon-like leaves. It oxygenates both the water and, through its roots, the upper sediment, and traps fine ' +
      'particles that would otherwise cloud the water. The leaves are substrate for the epiphyte film that our ' +
      'grazers feed on.',
    careInstructions:
      'Needs strong light: at least 12 hours of bright, filtered light a day. Keep between 12 and 20 °C; warm ' +
      'summers are the main stress. Remove only fully blackened leaves, and never pull on shoots, which tears the ' +
      'rhizome.',
    photos: ['/images/species/common-eelgrass.svg', '/images/species/common-eelgrass-2.svg'],
    updateNotes: [
      {
        date: '2026-05-18T11:00:00.000Z',
        note:
          'Rhizome extension of 3–5 cm measured through the side glass across six reference meadows. Shoot density ' +
          'steady at 14–16 shoots per vessel.',
      },
      {
        date: '2026-08-09T07:50:00.000Z',
        note:
          'Heat week: water reached 23 °C in two customer-return vessels and leaf tips darkened. Moved reference ' +
          'meadows to the cool room; new leaves emerging clean after ten days.',
        photos: ['/images/species/common-eelgrass-2.svg'],
      },
    ],
  },
  {
    commonName: 'Dwarf Eelgrass',
    scientificName: 'Zostera noltei',
    environment: 'Seagrass Meadow Biome',
    status: 'Endangered',
    niche: 'Primary Producer',
    description:
      'A smaller intertidal seagrass with narrow leaves a few millimetres wide, native to European and North ' +
      'African mudflats where it has declined sharply. In the meadow biome it fills the gaps between eelgrass ' +
      'shoots and binds the sand surface. We grow it as a conservation showcase, so the population is small and ' +
      'closely watched.',
    careInstructions:
      'More light-hungry than common eelgrass; place the vessel in the brightest indirect spot available. Avoid any ' +
      'disturbance of the sand surface. If shoots thin out, shorten the photoperiod to 10 hours for two weeks to ' +
      'reduce epiphyte growth.',
    photos: ['/images/species/dwarf-eelgrass.svg'],
    updateNotes: [
      {
        date: '2026-06-03T13:10:00.000Z',
        note:
          'Only 9 of 24 planted shoots survived the spring batch. Suspect epiphyte overgrowth; added 6 extra chink ' +
          'snails per vessel and reduced light to 11 h.',
      },
      {
        date: '2026-10-27T10:05:00.000Z',
        note:
          'Survivors have produced 5 new shoots since June. Still below target density, so status stays at ' +
          'Endangered until the spring count.',
      },
    ],
  },
  {
    commonName: 'Chink Snail',
    scientificName: 'Lacuna vincta',
    environment: 'Seagrass Meadow Biome',
    status: 'Growing',
    niche: 'Facilitator',
    description:
      'A small banded sea snail that lives on seagrass and kelp blades and lays gelatinous egg rings on the leaves. ' +
      'By grazing diatoms and filamentous algae off the blades, it keeps the seagrass surface clear for ' +
      'photosynthesis. This cleaning service is what lets eelgrass persist in a sealed vessel.',
    careInstructions:
      'Requires full-strength seawater and temperatures below 20 °C. Egg rings on the blades are a good sign; leave ' +
      'them in place. Numbers fall when the blades are too clean, so a light film of growth is healthy.',
    photos: ['/images/species/chink-snail.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Seagrass Amphipod',
    scientificName: 'Gammarus locusta',
    environment: 'Seagrass Meadow Biome',
    status: 'Abundant',
    niche: 'Facilitator',
    description:
      'A robust marine amphipod that lives among seagrass blades and eats epiphytic algae and detritus. Together ' +
      'with chink snails it is one of the grazers that keep the seagrass clear, and it shreds dead leaves into ' +
      'fragments that bacteria can process. It is active both day and night.',
    careInstructions:
      'No feeding needed. Keep a small clump of dead leaves in a corner of the meadow as cover. Amphipods moulting ' +
      'leave pale, empty skins behind; these are eaten within days and should not be removed.',
    photos: ['/images/species/seagrass-amphipod.svg', '/images/species/seagrass-amphipod-2.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Harpacticoid Copepod',
    scientificName: 'Tisbe battagliai',
    environment: 'Seagrass Meadow Biome',
    status: 'Thriving',
    niche: 'Decomposer',
    description:
      'A tiny bottom-dwelling copepod, under a millimetre long, that crawls over sediment and leaf surfaces eating ' +
      'bacteria, biofilm and fine detritus. Its grazing keeps the sediment surface from clogging and speeds up ' +
      'nutrient turnover. It is also a food source for amphipod juveniles.',
    careInstructions:
      'Visible as white specks moving on the glass just above the sand, especially at night. Needs no care beyond ' +
      'stable salinity. A dim torch after lights-out is the best way to check on the population.',
    photos: ['/images/species/harpacticoid-copepod.svg'],
    updateNotes: [],
  },

  // ------------------------------------------------------------ Lakeshore Biome
  {
    commonName: 'Soft Rush',
    scientificName: 'Juncus effusus',
    environment: 'Lakeshore Biome',
    status: 'Stable',
    niche: 'Primary Producer',
    description:
      'A clump-forming rush with smooth, cylindrical green stems filled with spongy pith. Its roots leak oxygen ' +
      'into waterlogged soil, which supports aerobic bacteria at the water margin. In our lakeshore vessels it is ' +
      'the tallest plant and the structural backbone of the bank.',
    careInstructions:
      'Keep the crown just above the waterline with roots reaching wet soil. Snip any yellowed stems at the base. ' +
      'It tolerates low nutrient levels well, so no fertiliser is needed.',
    photos: ['/images/species/soft-rush.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Water Forget-me-not',
    scientificName: 'Myosotis scorpioides',
    environment: 'Lakeshore Biome',
    status: 'Growing',
    niche: 'Primary Producer',
    description:
      'A creeping marginal plant with sky-blue, yellow-centred flowers held in coiled sprays. It roots along its ' +
      'stems in wet mud, forming a mat that binds the water edge and takes up nutrients before they reach the open ' +
      'water. In sealed vessels it flowers from late spring if given long days.',
    careInstructions:
      'Give 12–13 hours of bright light to encourage flowering. Trim stems that press against the glass to prevent ' +
      'rot. Spent flowers can be left to decompose where they fall.',
    photos: ['/images/species/water-forget-me-not.svg', '/images/species/water-forget-me-not-2.svg'],
    updateNotes: [
      {
        date: '2026-05-06T09:00:00.000Z',
        note:
          'First flowers of the season in 7 of 10 reference vessels. Runners now cover about half of the bank ' +
          'surface.',
      },
    ],
  },
  {
    commonName: 'White Springtail',
    scientificName: 'Folsomia candida',
    environment: 'Lakeshore Biome',
    status: 'Abundant',
    niche: 'Decomposer',
    description:
      'A blind, pure-white springtail about 2 mm long that feeds on fungal hyphae, mould and decaying plant matter. ' +
      'It is the main defence against mould outbreaks on the damp bank. Populations are all-female and reproduce ' +
      'without mating, so they recover quickly after a disturbance.',
    careInstructions:
      'Keep the bank damp but not flooded. If white fuzzy mould appears, leave it: springtails usually clear it ' +
      'within a week. A large population on the glass means plenty of food and is nothing to worry about.',
    photos: ['/images/species/white-springtail.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Peat Moss',
    scientificName: 'Sphagnum palustre',
    environment: 'Lakeshore Biome',
    status: 'Declining',
    niche: 'Facilitator',
    description:
      'A bog moss whose dead hyaline cells soak up many times the plant’s weight in water. It slowly acidifies its ' +
      'surroundings by exchanging hydrogen ions for mineral cations, and acts as a humidity buffer for the whole ' +
      'bank. It creates the damp microhabitat that springtails and liverworts depend on.',
    careInstructions:
      'Needs soft, low-mineral water; hard-water condensation slowly bleaches it. Keep the cushion in contact with ' +
      'the water table. If the tops turn pale, move the vessel to slightly brighter light and check that the bank ' +
      'has not dried out.',
    photos: ['/images/species/peat-moss.svg'],
    updateNotes: [
      {
        date: '2026-08-22T15:30:00.000Z',
        note:
          'Pale capitula in four of ten vessels, all from the July batch assembled with the new gravel supplier. ' +
          'Conductivity higher than usual; testing the gravel for carbonate.',
      },
      {
        date: '2026-09-10T12:00:00.000Z',
        note:
          'Gravel confirmed as slightly calcareous. Switched back to the previous supplier for new builds; affected ' +
          'cushions are holding but not regrowing yet.',
      },
    ],
  },
  {
    commonName: 'Dwarf Pond Snail',
    scientificName: 'Galba truncatula',
    environment: 'Lakeshore Biome',
    status: 'Stable',
    niche: 'Consumer',
    description:
      'A small amphibious pond snail with a pointed, right-coiled shell, usually found on wet mud just above the ' +
      'waterline. It grazes algae and biofilm from mud, stones and stems at the water edge. It spends as much time ' +
      'out of the water as in it, linking the aquatic and terrestrial halves of the vessel.',
    careInstructions:
      'Keep a strip of wet mud at the waterline; the snails will not thrive on a dry bank. No feeding required. Egg ' +
      'clusters on the glass just above the waterline hatch in two to three weeks.',
    photos: ['/images/species/dwarf-pond-snail.svg'],
    updateNotes: [],
  },

  // ---------------------------------------------------------------- Beach Biome
  {
    commonName: 'Sand Hopper',
    scientificName: 'Talitrus saltator',
    environment: 'Beach Biome',
    status: 'Declining',
    niche: 'Decomposer',
    description:
      'A strandline amphipod that burrows in damp sand by day and emerges at night to feed on washed-up seaweed. It ' +
      'is one of the first consumers of wrack, fragmenting it and carrying organic matter down into the sand. On ' +
      'real beaches it is declining where seaweed is raked away and sand is trampled.',
    careInstructions:
      'Keep a strip of moist sand and a small pile of dried wrack at all times. Avoid direct midday sun on the ' +
      'vessel, which dries the surface too quickly. Hoppers are nocturnal, so check on them after dark with a dim ' +
      'light.',
    photos: ['/images/species/sand-hopper.svg', '/images/species/sand-hopper-2.svg'],
    updateNotes: [
      {
        date: '2026-07-30T21:45:00.000Z',
        note:
          'Night count in the reference vessels averaged 11 adults, down from 18 in May. The sand surface had dried ' +
          'to 3 cm depth; adjusted the assembly water volume for new builds.',
      },
    ],
  },
  {
    commonName: 'Sea Rocket',
    scientificName: 'Cakile maritima',
    environment: 'Beach Biome',
    status: 'Thriving',
    niche: 'Primary Producer',
    description:
      'A fleshy annual of the strandline with succulent lobed leaves and pale lilac, four-petalled flowers. Its ' +
      'succulent tissue stores water, letting it cope with salty, drying sand. In the beach biome it provides the ' +
      'main source of fresh leaf litter for the decomposers.',
    careInstructions:
      'Give the brightest position you have. Each plant lives one season; let it set its corky seed pods, which ' +
      'will self-sow in the vessel. Remove the dry stem after it has shed its seeds if it blocks the view.',
    photos: ['/images/species/sea-rocket.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Marram Grass',
    scientificName: 'Ammophila arenaria',
    environment: 'Beach Biome',
    status: 'Stable',
    niche: 'Facilitator',
    description:
      'The dune-building grass of European coasts, with tough rolled leaves and deep rhizomes that grow upward when ' +
      'buried by sand. Its roots and rhizomes bind loose sand into a stable slope. In the vessel it holds the dune ' +
      'profile in place and shades the sand hoppers’ burrowing zone.',
    careInstructions:
      'Plant with the crown slightly buried; marram grows better when partly covered. Do not cut the leaves. It ' +
      'grows slowly in a vessel and does not need thinning for at least two years.',
    photos: ['/images/species/marram-grass.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Sea Slater',
    scientificName: 'Ligia oceanica',
    environment: 'Beach Biome',
    status: 'Growing',
    niche: 'Decomposer',
    description:
      'A large, fast-running coastal isopod that lives in crevices just above the high-water mark. It feeds on ' +
      'decaying seaweed, diatom films and plant debris, and breathes through gill-like pleopods that must stay ' +
      'moist. In the vessel it lives under the driftwood and works the wrack line.',
    careInstructions:
      'Keep the area under the driftwood humid. Do not lift the driftwood often; sea slaters are easily stressed ' +
      'when exposed. We ship juveniles, which reach adult size in about a year.',
    photos: ['/images/species/sea-slater.svg', '/images/species/sea-slater-2.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Mat-forming Cyanobacterium',
    scientificName: 'Coleofasciculus chthonoplastes',
    environment: 'Beach Biome',
    status: 'Abundant',
    niche: 'Facilitator',
    description:
      'A filamentous cyanobacterium whose bundles of trichomes, wrapped in a shared sheath, weave through sand ' +
      'grains to form a tough green crust. It photosynthesises, fixes the sand surface against erosion and traps ' +
      'moisture beneath it. The crust is visible as a dark green layer a few millimetres under the sand.',
    careInstructions:
      'Avoid disturbing the sand surface once the crust forms. Bright light keeps it green; in low light it turns ' +
      'olive and thin. The layer is normal and should not be scraped away.',
    photos: ['/images/species/mat-forming-cyanobacterium.svg'],
    updateNotes: [],
  },

  // ------------------------------------------------------------ Grassland Biome
  {
    commonName: 'Blue Grama',
    scientificName: 'Bouteloua gracilis',
    environment: 'Grassland Biome',
    status: 'Thriving',
    niche: 'Primary Producer',
    description:
      'A warm-season short-grass prairie species with fine blue-green leaves and distinctive eyelash-shaped seed ' +
      'heads. It has a dense, fibrous root system that builds soil organic matter and holds the grassland profile ' +
      'together. It forms strong partnerships with mycorrhizal fungi.',
    careInstructions:
      'Give as much light as possible; blue grama is drought-adapted and sulks in shade. Growth slows in winter, ' +
      'which is normal. Trim seed heads back to the leaf line once they turn straw-coloured.',
    photos: ['/images/species/blue-grama.svg', '/images/species/blue-grama-2.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Dwarf White Isopod',
    scientificName: 'Trichorhina tomentosa',
    environment: 'Grassland Biome',
    status: 'Abundant',
    niche: 'Decomposer',
    description:
      'A tiny white woodlouse, 3–4 mm long, that lives in the upper soil and leaf litter. It eats decaying leaves, ' +
      'dead roots and mould, turning them into fine droppings that fungi and bacteria break down further. Like ' +
      'springtails, populations are all-female and reproduce without males.',
    careInstructions:
      'Keep the lower soil layer damp and a thin layer of leaf litter on top. They avoid light, so you will see ' +
      'them mostly against the side glass in the root zone. No supplemental food is needed.',
    photos: ['/images/species/dwarf-white-isopod.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Arbuscular Mycorrhizal Fungus',
    scientificName: 'Rhizophagus irregularis',
    environment: 'Grassland Biome',
    status: 'Thriving',
    niche: 'Facilitator',
    description:
      'A soil fungus that lives inside the roots of grasses and clover, forming tree-like arbuscules in the root ' +
      'cells where it trades phosphorus and water for plant sugars. Its hyphae extend far beyond the root surface ' +
      'and help glue soil particles into crumbs. It is the reason our grassland plants need no fertiliser.',
    careInstructions:
      'Never use fungicides or sterilised soil in or near the vessel. Avoid digging in the root zone. Fine white ' +
      'threads and small round spores visible against the glass are the fungus and a healthy sign.',
    photos: [
      '/images/species/arbuscular-mycorrhizal-fungus.svg',
      '/images/species/arbuscular-mycorrhizal-fungus-2.svg',
    ],
    updateNotes: [
      {
        date: '2026-06-17T10:30:00.000Z',
        note:
          'Stained root samples from the reference vessel show 62 % colonisation of blue grama roots, up from 38 % ' +
          'at assembly. Hyphae now visible along the side glass to 8 cm depth.',
        photos: ['/images/species/arbuscular-mycorrhizal-fungus-2.svg'],
      },
    ],
  },
  {
    commonName: 'Predatory Soil Mite',
    scientificName: 'Stratiolaelaps scimitus',
    environment: 'Grassland Biome',
    status: 'Stable',
    niche: 'Consumer',
    description:
      'A fast-moving, pale brown soil mite about 0.5 mm long that hunts fungus gnat larvae, thrips pupae and ' +
      'springtail eggs in the top few centimetres of soil. It keeps pest insects from taking hold in the warm, ' +
      'humid grassland soil. It can survive several weeks without prey by feeding on organic debris.',
    careInstructions:
      'No care required. If fungus gnats appear, the mites usually bring them under control within three weeks. Use ' +
      'a hand lens to spot them moving quickly across the soil surface near the glass.',
    photos: ['/images/species/predatory-soil-mite.svg'],
    updateNotes: [],
  },
  {
    commonName: 'White Clover',
    scientificName: 'Trifolium repens',
    environment: 'Grassland Biome',
    status: 'Growing',
    niche: 'Primary Producer',
    description:
      'A creeping perennial legume with three-part leaves and round white flower heads. Its root nodules host ' +
      'Rhizobium bacteria that fix atmospheric nitrogen, slowly enriching the soil for the grasses. In the sealed ' +
      'vessel it is the main source of new nitrogen.',
    careInstructions:
      'Keep in bright light. Trim runners that reach the glass so leaves do not rot against it. If clover starts to ' +
      'crowd out the grass, remove a few runners at the roots.',
    photos: ['/images/species/white-clover.svg'],
    updateNotes: [],
  },

  // ------------------------------------------------------------- Mangrove Biome
  {
    commonName: 'Red Mangrove',
    scientificName: 'Rhizophora mangle',
    environment: 'Mangrove Biome',
    status: 'Growing',
    niche: 'Primary Producer',
    description:
      'A salt-tolerant tree of tropical Atlantic coasts that stands on arching prop roots and sprouts from long, ' +
      'pencil-shaped propagules while still on the parent tree. It excludes most salt at its root membranes and ' +
      'sheds the rest in sacrificial leaves. The prop roots are the main structure of the Mangrove Biome, giving ' +
      'algae and snails a surface to live on.',
    careInstructions:
      'Needs strong light and temperatures above 20 °C. Yellow leaves that drop one at a time are part of salt ' +
      'management and are normal. If the canopy touches the lid, pinch the top bud to encourage branching.',
    photos: [
      '/images/species/red-mangrove.svg',
      '/images/species/red-mangrove-2.svg',
      '/images/species/red-mangrove-3.svg',
    ],
    updateNotes: [
      {
        date: '2026-03-25T09:20:00.000Z',
        note:
          'Reference seedling has opened its sixth leaf pair and the first prop root has reached the mud, 14 weeks ' +
          'after assembly.',
        photos: ['/images/species/red-mangrove-3.svg'],
      },
      {
        date: '2026-08-14T11:45:00.000Z',
        note:
          'Second and third prop roots anchored. Height 23 cm; ' +
          'pinched the top bud to keep the canopy below the lid.',
      },
      {
        date: '2026-11-12T10:00:00.000Z',
        note:
          'Winter grow-light schedule started (13 h). Two leaves shed in October, in line with normal salt ' +
          'management; new growth remains dark green.',
      },
    ],
  },
  {
    commonName: 'Mangrove Red Alga',
    scientificName: 'Bostrychia radicans',
    environment: 'Mangrove Biome',
    status: 'Endangered',
    niche: 'Primary Producer',
    description:
      'A finely branched red alga that grows as a dark purple-red turf on mangrove prop roots in the zone that ' +
      'floods and drains. It tolerates a wide range of salinities and short periods of drying. In the vessel it ' +
      'forms a band on the roots just above the water surface, sheltering amphipods.',
    careInstructions:
      'Needs the roots to stay wet from condensation; a dry lid gap will kill it within days. Keep salinity between ' +
      '12 and 18 ppt. Do not scrub the prop roots.',
    photos: ['/images/species/mangrove-red-alga.svg'],
    updateNotes: [
      {
        date: '2026-09-29T14:15:00.000Z',
        note:
          'Turf receding on the upper prop roots in five vessels; humidity logs show the lid seal dried out during ' +
          'shipping. Re-sealed and misted the roots; watching for regrowth.',
      },
    ],
  },
  {
    commonName: 'Daggerblade Grass Shrimp',
    scientificName: 'Palaemon pugio',
    environment: 'Mangrove Biome',
    status: 'Thriving',
    niche: 'Consumer',
    description:
      'A nearly transparent estuarine shrimp, up to 5 cm long, that lives among roots and submerged vegetation. It ' +
      'eats detritus, algae and small invertebrates, and its constant picking keeps the mud surface and roots free ' +
      'of accumulated debris. Females carry their eggs under the abdomen until they hatch.',
    careInstructions:
      'Tolerates salinities of 5–25 ppt but dislikes sudden change, so never add water to the vessel. No feeding is ' +
      'needed. Keep at 22–30 °C; shrimp become sluggish below 18 °C.',
    photos: ['/images/species/daggerblade-grass-shrimp.svg', '/images/species/daggerblade-grass-shrimp-2.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Mangrove Amphipod',
    scientificName: 'Parhyale hawaiensis',
    environment: 'Mangrove Biome',
    status: 'Abundant',
    niche: 'Decomposer',
    description:
      'A hardy intertidal amphipod of tropical mangroves and shores that feeds on decaying leaves and algae. It ' +
      'shreds fallen mangrove leaves, the main input of organic matter in the biome, into fragments that bacteria ' +
      'can process. It breeds year-round and is used as a model organism in developmental biology.',
    careInstructions:
      'Leave fallen mangrove leaves in the water; they are the amphipods’ food. Tolerates a wide salinity range. ' +
      'Large numbers at the waterline after lights-off are normal.',
    photos: ['/images/species/mangrove-amphipod.svg'],
    updateNotes: [],
  },
  {
    commonName: 'Ladder Horn Snail',
    scientificName: 'Cerithideopsis scalariformis',
    environment: 'Mangrove Biome',
    status: 'Stable',
    niche: 'Consumer',
    description:
      'A slender, tall-spired snail with ladder-like ribs, native to mangrove mudflats of Florida and the ' +
      'Caribbean. It grazes diatoms and detritus from the mud surface and climbs roots when the water is high. Its ' +
      'tracks across the mud are easy to see through the glass.',
    careInstructions:
      'Needs exposed mud at the waterline to graze. No feeding required. Snails climbing high on the glass can mean ' +
      'low oxygen in the water; give the vessel more light to increase photosynthesis.',
    photos: ['/images/species/ladder-horn-snail.svg'],
    updateNotes: [],
  },
];
