import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, EmptyState, Input, PageHeader, Pagination, Select, Skeleton, formatCountOf } from '@atlas/shell-kit';
import { TEMPLATE_PAGE_SIZE, useTemplateGallery, type GalleryTemplate } from '../../api/templates';
import { useUrlFilters, ViewToggle, type ListView } from '../shared/list-kit';
import './templates.css';
const CATEGORIES = ['business', 'portfolio', 'blog', 'ecommerce', 'landing', 'personal', 'creative', 'nonprofit'];
const TYPES = ['full_site', 'page', 'block', 'component'];
const SORTS = [
  { value: '', label: 'Featured' },
  { value: 'popular', label: 'Most popular' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name A–Z' },
];
/** Shown when the gallery cannot be loaded (a 404 is an empty gallery instead); they cannot be used or previewed. */
const SAMPLES: GalleryTemplate[] = [
  {
    id: -1,
    name: 'Business Professional',
    description: 'A clean site for a company.',
    category: 'business',
    thumbnail: '',
    author: 'Atlas',
    is_premium: false,
    is_featured: true,
    rating: 4.8,
  },
  {
    id: -2,
    name: 'Creative Portfolio',
    description: 'Show your work.',
    category: 'portfolio',
    thumbnail: '',
    author: 'Atlas',
    is_premium: false,
    is_featured: false,
    rating: 4.7,
  },
  {
    id: -3,
    name: 'Blog Starter',
    description: 'Start writing today.',
    category: 'blog',
    thumbnail: '',
    author: 'Atlas',
    is_premium: false,
    is_featured: false,
    rating: 4.6,
  },
];

/** /dashboard/templates: search, category, type and sort filters, 12 a page, Use Template and Preview. */
export function TemplateGallery() {
  const { params, setFilter, page } = useUrlFilters();
  const [view, setView] = useState<ListView>('grid');
  const query = useMemo(() => {
    const q: Record<string, string> = { page: String(page), page_size: String(TEMPLATE_PAGE_SIZE) };
    for (const key of ['search', 'category', 'type', 'sort']) if (params.get(key)) q[key] = params.get(key)!;
    return q;
  }, [params, page]);
  const templates = useTemplateGallery(query);
  const failed = templates.data?.failed ?? false;
  const results = failed ? SAMPLES : (templates.data?.results ?? []);
  const count = failed ? SAMPLES.length : (templates.data?.count ?? 0);
  return (
    <div className="atlas-content">
      <PageHeader
        title="Template Gallery"
        subtitle="Start a site or page from a ready-made design."
        actions={
          <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/templates/create">
            Create Template
          </Link>
        }
      />
      <div className="atlas-content__toolbar">
        <Input label="Search" type="search" value={params.get('search') ?? ''} onChange={(e) => setFilter('search', e.target.value)} />
        <Select
          label="Category"
          value={params.get('category') ?? ''}
          options={[{ value: '', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: c }))]}
          onChange={(e) => setFilter('category', e.target.value)}
        />
        <Select
          label="Type"
          value={params.get('type') ?? ''}
          options={[{ value: '', label: 'All types' }, ...TYPES.map((t) => ({ value: t, label: t.replace('_', ' ') }))]}
          onChange={(e) => setFilter('type', e.target.value)}
        />
        <Select label="Sort" value={params.get('sort') ?? ''} options={SORTS} onChange={(e) => setFilter('sort', e.target.value)} />
        <ViewToggle view={view} onChange={setView} first="grid" />
      </div>
      <p className="atlas-content__count" role="status">
        {templates.data ? formatCountOf(count, 'template') : ''}
      </p>
      {templates.isPending ? (
        <Skeleton height={200} />
      ) : results.length === 0 ? (
        <EmptyState title="No templates found" />
      ) : (
        <>
          <ul className={view === 'grid' ? 'atlas-content__grid atlas-templates' : 'atlas-content__rows'}>
            {results.map((template) => (
              <li key={template.id} className="atlas-content__item atlas-template">
                {template.thumbnail ? (
                  <img className="atlas-template__thumb" src={template.thumbnail} alt="" loading="lazy" />
                ) : (
                  <div className="atlas-template__thumb" aria-hidden="true" />
                )}
                <div className="atlas-content__main">
                  <span className="atlas-content__title">{template.name}</span>
                  <span className="atlas-content__meta">
                    {template.category} · {template.author} · ★ {template.rating}
                  </span>
                </div>
                {template.is_premium && <Badge tone="warning">Premium</Badge>}
                {!failed && (
                  <div className="atlas-template__actions">
                    <Link className="atlas-btn atlas-btn--primary atlas-btn--sm" to={`/dashboard/sites/new?template=${template.id}`}>
                      Use Template
                    </Link>
                    <Link className="atlas-btn atlas-btn--secondary atlas-btn--sm" to={`/templates/${template.id}/preview`}>
                      Preview
                    </Link>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(count / TEMPLATE_PAGE_SIZE))}
            onPageChange={(next) => setFilter('page', next > 1 ? String(next) : '')}
          />
        </>
      )}
    </div>
  );
}
