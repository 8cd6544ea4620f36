/** A valid species as the admin forms send it (required fields only). */
export const ghostShrimp = {
  commonName: 'Ghost shrimp',
  scientificName: 'Palaemonetes paludosus',
  environment: 'Lake Biome',
  status: 'Stable',
  niche: 'Consumer',
  description: 'A translucent scavenger.',
};
