/** The pattern of a case-insensitive "contains" (I)LIKE: the text with LIKE's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
