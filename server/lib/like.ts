/** `%term%` for ILIKE, with the pattern characters in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
