import { useState } from 'react';
import { Button, Input, Select } from '@atlas/shell-kit';
import { CONTENT_STATUSES, CONTENT_TYPES } from '@atlas/content/contract';
import { useCategories, type ContentCategory } from '../../api/taxonomy';
import { capitalised } from '../shared/capitalised';
import { ViewToggle, type ListView } from '../shared/list-kit';

const SORTS = [
  { value: '-updated', label: 'Recently updated' },
  { value: '-created', label: 'Newest' },
  { value: 'created', label: 'Oldest' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
  { value: '-views', label: 'Most viewed' },
];

interface FilterProps {
  params: URLSearchParams;
  setFilter(key: string, value: string): void;
  postsOnly: boolean;
}

/** Search, sort, the list/grid choice and the Filters button with the panel it opens; all but the view kept in the address. */
export function ContentToolbar({
  params,
  setFilter,
  postsOnly,
  view,
  onViewChange,
}: FilterProps & { view: ListView; onViewChange(view: ListView): void }) {
  const [showFilters, setShowFilters] = useState(false);
  const [search, setSearch] = useState(params.get('search') ?? '');
  // Asked for with the list, so the panel opens with its categories.
  const categories = useCategories();
  return (
    <>
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
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
      {showFilters && (
        <ContentFilters params={params} setFilter={setFilter} postsOnly={postsOnly} categories={categories.data?.results ?? []} />
      )}
    </>
  );
}

/** Type (not on the posts list), status, category, tag (posts only) and dates. */
function ContentFilters({ params, setFilter, postsOnly, categories }: FilterProps & { categories: ContentCategory[] }) {
  return (
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
        options={[{ value: '', label: 'All categories' }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
        onChange={(event) => setFilter('category', event.target.value)}
      />
      {postsOnly && <Input label="Tag" value={params.get('tag') ?? ''} onChange={(event) => setFilter('tag', event.target.value.trim())} />}
      <Input
        label="From date"
        type="date"
        value={params.get('dateFrom') ?? ''}
        onChange={(event) => setFilter('dateFrom', event.target.value)}
      />
      <Input label="To date" type="date" value={params.get('dateTo') ?? ''} onChange={(event) => setFilter('dateTo', event.target.value)} />
    </div>
  );
}
