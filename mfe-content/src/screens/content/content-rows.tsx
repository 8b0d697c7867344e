import { Link } from 'react-router-dom';
import { formatDate } from '@atlas/shell-kit';
import type { ContentItem } from '../../api/content';
import { capitalised } from '../shared/capitalised';
import type { ListView } from '../shared/list-kit';
import { StatusBadge } from '../shared/status-badge';

/**
 * A page of items as rows or a grid, each with its tick box, and a tick box for them all. An item the
 * user may not change cannot be ticked (its box says why), so the bulk actions reach only theirs.
 */
export function ContentRows({
  items,
  view,
  selected,
  toggle,
  setSelected,
  changeRefusal,
}: {
  items: ContentItem[];
  view: ListView;
  selected: Set<number>;
  toggle(id: number): void;
  setSelected(ids: Set<number>): void;
  changeRefusal(item: ContentItem): string | null;
}) {
  const changeable = items.filter((item) => changeRefusal(item) === null);
  const allSelected = changeable.length > 0 && changeable.every((item) => selected.has(item.id));
  return (
    <>
      <label className="atlas-content__select-all">
        <input
          type="checkbox"
          checked={allSelected}
          disabled={changeable.length === 0}
          onChange={() => setSelected(allSelected ? new Set() : new Set(changeable.map((item) => item.id)))}
        />{' '}
        Select all on this page
      </label>
      <ul className={view === 'grid' ? 'atlas-content__grid' : 'atlas-content__rows'}>
        {items.map((item) => (
          <ContentRow
            key={item.id}
            item={item}
            checked={selected.has(item.id)}
            refusal={changeRefusal(item)}
            onToggle={() => toggle(item.id)}
          />
        ))}
      </ul>
    </>
  );
}

function ContentRow({
  item,
  checked,
  refusal,
  onToggle,
}: {
  item: ContentItem;
  checked: boolean;
  refusal: string | null;
  onToggle: () => void;
}) {
  return (
    <li className="atlas-content__item">
      <input
        type="checkbox"
        aria-label={`Select ${item.title}`}
        checked={checked}
        disabled={refusal !== null}
        title={refusal ?? undefined}
        onChange={onToggle}
      />
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
