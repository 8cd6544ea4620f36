/** A CSV file of species, as Species Management's Import takes it: the header row, then `rows`. */
export function speciesCsvFile(rows: string[]) {
  const header = 'commonName,scientificName,environment,status,niche,description';
  return { name: 'species.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`) };
}
