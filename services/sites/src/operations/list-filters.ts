import type { PageRow } from '../repositories/pages';
import type { TemplateRow } from '../repositories/templates';

export const PAGE_SORTS = ['title', '-title', 'updated', '-updated', 'created', '-created'] as const;
export const TEMPLATE_SORTS = ['name', '-name', 'newest', 'popular', 'downloads', 'rating'] as const;

const text = (value: unknown) => String(value ?? '').toLowerCase();
const time = (value: unknown) => (value ? new Date(value as string).getTime() : 0);

function sorted<T>(rows: T[], key: (row: T) => string | number, descending: boolean): T[] {
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return descending ? -order : order;
  });
}

export interface PageFilter {
  search?: string;
  status?: 'published' | 'draft';
  type?: string;
  sort?: (typeof PAGE_SORTS)[number];
}

/** The site pages list's filters: words in the title or slug, published or draft, page type, sort (home first otherwise). */
export function filterPages(pages: PageRow[], filter: PageFilter): PageRow[] {
  const words = text(filter.search).split(/\s+/).filter(Boolean);
  const kept = pages.filter(
    (page) =>
      words.every((word) => text(page.title).includes(word) || text(page.slug).includes(word)) &&
      (!filter.status || page.is_published === (filter.status === 'published')) &&
      (!filter.type || page.page_type === filter.type),
  );
  if (!filter.sort) return kept;
  const field = filter.sort.replace(/^-/, '');
  const key = (page: PageRow) => (field === 'title' ? text(page.title) : time(field === 'created' ? page.created_at : page.updated_at));
  return sorted(kept, key, filter.sort.startsWith('-'));
}

export interface TemplateFilter {
  search?: string;
  type?: string;
  author?: string;
  sort?: (typeof TEMPLATE_SORTS)[number];
}

/** The template gallery's filters (category is applied by the query): words, type, author, sort. */
export function filterTemplates(templates: TemplateRow[], filter: TemplateFilter): TemplateRow[] {
  const authorOf = (row: TemplateRow) => (row.owner_id === null ? 'Atlas' : 'You');
  const words = text(filter.search).split(/\s+/).filter(Boolean);
  const kept = templates.filter(
    (t) =>
      words.every((word) => text(t.name).includes(word) || text(t.description).includes(word) || text(t.category).includes(word)) &&
      (!filter.type || filter.type === 'page') &&
      (!filter.author || text(authorOf(t)) === text(filter.author)),
  );
  switch (filter.sort) {
    case 'name':
    case '-name':
      return sorted(kept, (t) => text(t.name), filter.sort === '-name');
    case 'newest':
      return sorted(kept, (t) => time(t.created_at), true);
    case 'popular':
    case 'downloads':
      return sorted(kept, (t) => Number(t.usage_count ?? 0), true);
    case 'rating':
      return sorted(kept, (t) => Number(t.rating ?? 0), true);
    default:
      return kept;
  }
}
