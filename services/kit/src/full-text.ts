/**
 * The words of a search as a PostgreSQL prefix query (`caf:* & menu:*`), so "caf men" finds "Café Menu"
 * while typing; null when nothing searchable is left. Only letters and digits reach to_tsquery, so no
 * input can make it fail. At most eight words.
 */
export function prefixTsQuery(search: string): string | null {
  const words = search
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}
