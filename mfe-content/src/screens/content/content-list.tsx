import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Input,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  formatCountOf,
  formatDate,
  useToast,
  errorText,
} from '@atlas/shell-kit';
import { CONTENT_PAGE_SIZE, CONTENT_STATUSES, CONTENT_TYPES } from '@atlas/content/contract';
import { useBulkContent, useContentList, type BulkAction, type ContentItem } from '../../api/content';
import { useCategories } from '../../api/taxonomy';
import { StatusBadge } from '../shared/status-badge';
import { useSelection, useUrlFilters, ViewToggle, type ListView } from '../shared/list-kit';
import { capitalised } from '../shared/capitalised';

const SORTS = [
  { value: '-updated', label: 'Recently updated' },
  { value: '-created', label: 'Newest' },
  { value: 'created', label: 'Oldest' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
  { value: '-views', label: 'Most viewed' },
];
/** The filters the address carries (search, type, status, author, category, tag, dateFrom, dateTo, sort, page, site). */
const FILTER_KEYS = ['search', 'type', 'status', 'author', 'category', 'tag', 'dateFrom', 'dateTo', 'sort', 'page', 'site'] as const;

export interface ContentListProps {
  /** 'post' for the posts list (its own texts and filters); otherwise every type. */
  postsOnly?: boolean;
}

/** /dashboard/content (the content manager) and /dashboard/content/posts, /dashboard/posts (?site=). */
export function ContentList({ postsOnly = false }: ContentListProps) {
  const { selected, toggle, clear, setSelected } = useSelection();
  const { params, setFilter, page } = useUrlFilters(clear);
  const [view, setView] = useState<ListView>('list');
  const [showFilters, setShowFilters] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const toast = useToast();
  const bulk = useBulkContent();
  const categories = useCategories();

  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (!value) continue;
      if (key === 'type') q.content_type = value;
      else q[key] = value;
    }
    if (postsOnly) q.content_type = 'post';
    q.page_size = String(CONTENT_PAGE_SIZE);
    return q;
  }, [params, postsOnly]);
  const list = useContentList(query);
  // The posts list says nothing of a 401 (the api client has already sent the user to sign in).
  const failed = list.isError && !(postsOnly && list.error instanceof ApiError && list.error.status === 401);
  const items = list.data?.results ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / CONTENT_PAGE_SIZE));

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  const run = async (action: BulkAction) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const { done, error } = await bulk.mutateAsync({ ids, action });
    clear();
    setConfirming(false);
    const verb = { publish: 'published', unpublish: 'unpublished', archive: 'archived', delete: 'deleted' }[action];
    if (done > 0) toast.success(`${done} ${done === 1 ? 'item' : 'items'} ${verb}`);
    if (error) toast.error(errorText(error, `Some items could not be ${verb}`));
  };

  const texts = postsOnly
    ? {
        title: 'Posts',
        subtitle: 'News and articles for your sites.',
        empty: 'No posts found',
        errorTitle: 'Error Loading Posts',
        error: 'Failed to load posts',
        newLabel: 'New Post',
      }
    : {
        title: 'Content Manager',
        subtitle: 'Pages, posts and other content across your sites.',
        empty: 'No content found',
        errorTitle: 'Error Loading Content',
        error: 'Failed to load content',
        newLabel: 'New Content',
      };
  const newHref = postsOnly
    ? `/dashboard/content/new?type=post${params.get('site') ? `&site=${params.get('site')}` : ''}`
    : '/dashboard/content/new';

  return (
    <div className="atlas-content">
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={newHref}>
            {texts.newLabel}
          </Link>
        }
      />
      <div className="atlas-content__toolbar">
        <form
          className="atlas-content__search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter('search', search.trim());
          }}
        >
          <Input
            label={<span className="atlas-visually-hidden">Search</span>}
            type="search"
            placeholder="Search content…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Sort"
          hideLabel
          value={params.get('sort') ?? '-updated'}
          options={SORTS}
          onChange={(event) => setFilter('sort', event.target.value === '-updated' ? '' : event.target.value)}
        />
        <Button variant="secondary" aria-expanded={showFilters} aria-controls="content-filters" onClick={() => setShowFilters((v) => !v)}>
          Filters
        </Button>
        <ViewToggle view={view} onChange={setView} />
      </div>

      {showFilters && (
        <div id="content-filters" className="atlas-content__filters">
          {!postsOnly && (
            <Select
              label="Type"
              value={params.get('type') ?? ''}
              options={[{ value: '', label: 'All types' }, ...CONTENT_TYPES.map((t) => ({ value: t, label: capitalised(t) }))]}
              onChange={(event) => setFilter('type', event.target.value)}
            />
          )}
          <Select
            label="Status"
            value={params.get('status') ?? ''}
            options={[{ value: '', label: 'All statuses' }, ...CONTENT_STATUSES.map((s) => ({ value: s, label: capitalised(s) }))]}
            onChange={(event) => setFilter('status', event.target.value)}
          />
          <Select
            label="Category"
            value={params.get('category') ?? ''}
            options={[
              { value: '', label: 'All categories' },
              ...(categories.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            onChange={(event) => setFilter('category', event.target.value)}
          />
          {postsOnly && (
            <Input label="Tag" value={params.get('tag') ?? ''} onChange={(event) => setFilter('tag', event.target.value.trim())} />
          )}
          <Input
            label="From date"
            type="date"
            value={params.get('dateFrom') ?? ''}
            onChange={(event) => setFilter('dateFrom', event.target.value)}
          />
          <Input
            label="To date"
            type="date"
            value={params.get('dateTo') ?? ''}
            onChange={(event) => setFilter('dateTo', event.target.value)}
          />
        </div>
      )}

      <div className="atlas-content__bulk" role="group" aria-label="Bulk actions">
        <span>{selected.size > 0 ? `${selected.size} selected` : formatCountOf(list.data?.count ?? 0, 'item')}</span>
        <Button size="sm" variant="secondary" disabled={selected.size === 0 || bulk.isPending} onClick={() => run('publish')}>
          Publish
        </Button>
        <Button size="sm" variant="secondary" disabled={selected.size === 0 || bulk.isPending} onClick={() => run('unpublish')}>
          Unpublish
        </Button>
        <Button size="sm" variant="secondary" disabled={selected.size === 0 || bulk.isPending} onClick={() => run('archive')}>
          Archive
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={selected.size === 0 || bulk.isPending}
          onClick={() => selected.size > 0 && setConfirming(true)}
        >
          Delete
        </Button>
      </div>

      {list.isPending ? (
        <div className="atlas-content__rows" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={48} />
          ))}
        </div>
      ) : failed ? (
        <ErrorState
          title={texts.errorTitle}
          message={postsOnly ? texts.error : errorText(list.error, texts.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title={texts.empty} description="Try other filters, or create something new." />
      ) : (
        <>
          <label className="atlas-content__select-all">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
            />{' '}
            Select all on this page
          </label>
          <ul className={view === 'grid' ? 'atlas-content__grid' : 'atlas-content__rows'}>
            {items.map((item) => (
              <ContentRow key={item.id} item={item} checked={selected.has(item.id)} onToggle={() => toggle(item.id)} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', next > 1 ? String(next) : '')} />
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title="Delete content"
        message={`Delete ${selected.size} selected ${selected.size === 1 ? 'item' : 'items'}? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        busy={bulk.isPending}
        onConfirm={() => void run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function ContentRow({ item, checked, onToggle }: { item: ContentItem; checked: boolean; onToggle: () => void }) {
  return (
    <li className="atlas-content__item">
      <input type="checkbox" aria-label={`Select ${item.title}`} checked={checked} onChange={onToggle} />
      {item.featured_image ? <img className="atlas-content__thumb" src={item.featured_image} alt="" loading="lazy" /> : null}
      <div className="atlas-content__main">
        <Link to={`/dashboard/content/${item.id}/edit`} className="atlas-content__title">
          {item.title}
        </Link>
        <span className="atlas-content__meta">
          {capitalised(item.type)} · {item.site_name ?? `Site #${item.site}`} · {item.author.username} · updated{' '}
          {formatDate(item.updated_at)}
          {item.status === 'scheduled' && item.published_at ? ` · publishes ${new Date(item.published_at).toLocaleString()}` : ''} ·{' '}
          <Link to={item.type === 'post' ? `/preview/post/${item.slug}` : `/dashboard/content/${item.id}/preview`}>Preview</Link>
        </span>
      </div>
      <StatusBadge status={item.status} />
    </li>
  );
}
