import { Input, Select } from '@atlas/shell-kit';
import { MEDIA_TYPES } from '@atlas/content/contract';
import type { MediaFolder } from '../../api/media';
import { ViewToggle, type ListView } from '../shared/list-kit';

const SORTS = [
  { value: '', label: 'Newest' },
  { value: 'created', label: 'Oldest' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-size', label: 'Largest' },
  { value: 'size', label: 'Smallest' },
];

/** The filters kept in the address (search, type, folder, dates, sort) and the grid/list choice. */
export function MediaFilters({
  params,
  setFilter,
  folders,
  view,
  onViewChange,
}: {
  params: URLSearchParams;
  setFilter(key: string, value: string): void;
  folders: MediaFolder[];
  view: ListView;
  onViewChange(view: ListView): void;
}) {
  return (
    <div className="atlas-content__toolbar">
      <Input label="Search" type="search" value={params.get('search') ?? ''} onChange={(e) => setFilter('search', e.target.value)} />
      <Select
        label="Type"
        value={params.get('type') ?? ''}
        options={[{ value: '', label: 'All types' }, ...MEDIA_TYPES.map((t) => ({ value: t, label: t }))]}
        onChange={(e) => setFilter('type', e.target.value)}
      />
      <Select
        label="Folder"
        value={params.get('folder') ?? ''}
        options={[{ value: '', label: 'All folders' }, ...folders.map((f) => ({ value: String(f.id), label: f.name }))]}
        onChange={(e) => setFilter('folder', e.target.value)}
      />
      <Input label="From date" type="date" value={params.get('dateFrom') ?? ''} onChange={(e) => setFilter('dateFrom', e.target.value)} />
      <Input label="To date" type="date" value={params.get('dateTo') ?? ''} onChange={(e) => setFilter('dateTo', e.target.value)} />
      <Select label="Sort" value={params.get('sort') ?? ''} options={SORTS} onChange={(e) => setFilter('sort', e.target.value)} />
      <ViewToggle view={view} onChange={onViewChange} first="grid" />
    </div>
  );
}
