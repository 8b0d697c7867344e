/**
 * Slug derivation of spec 1 §5: lowercase, remove any character other than letters, digits,
 * spaces and hyphens, turn spaces into hyphens, collapse repeated hyphens.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s/g, '-')
    .replace(/-+/g, '-');
}
