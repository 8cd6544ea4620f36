/** A valid biome as the admin's form sends it (every field). */
export const cloudForestBiome = {
  title: 'Cloud Forest Biome',
  type: 'Terrestrial',
  description: 'Mist, moss and tiny ferns in a tall jar.',
  lightLevel: 'Bright indirect light, 12 h/day',
  temperature: '16–22 °C',
  waterNeeds: 'Sealed; mist once a year',
  price: 18900,
  imageUrl: '/media/0123456789abcdef0123456789abcdef.webp',
  imageAlt: 'A tall jar full of mist and moss',
  isActive: true,
};

/** A valid resource: a guide whose file is an uploaded document. */
export const mossGuideResource = {
  title: 'Moss Care Guide',
  description: 'Keeping moss green in a sealed jar.',
  type: 'Guide',
  fileUrl: '/media/0123456789abcdef0123456789abcdef.pdf/moss-care-guide.pdf',
  imageUrl: '/media/0123456789abcdef0123456789abcdef.webp',
  imageAlt: 'A cushion of moss',
  isActive: true,
};

/** A valid journal post as an admin form sends it: every field but the slug and the date, which the server fills. */
export const sealedJarPost = {
  title: 'What a Sealed Jar Does With Its Nitrogen',
  excerpt: 'Snails eat, microbes turn their waste into nitrate, and the hornwort takes it up again.',
  content: '## The cycle\n\nAmmonia becomes **nitrite**, then nitrate.\n\n- snails\n- bacteria\n- plants',
  imageUrl: '/media/0123456789abcdef0123456789abcdef.webp',
  imageAlt: 'Hornwort strands in a sealed jar',
  category: 'Research Insights',
  isPublished: true,
};
