import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, ErrorState, Input, PageHeader, Skeleton, useToast, errorText } from '@atlas/shell-kit';
import { useCategories, useTags, useTaxonomyChange, type TaxonomyChange, type TaxonomyKind } from '../../api/taxonomy';
import { capitalised } from '../shared/capitalised';
import '../shared/lists.css';
const TEXTS = {
  categories: { title: 'Categories', subtitle: 'Group your posts by topic.', one: 'category', empty: 'No categories yet' },
  tags: { title: 'Tags', subtitle: 'Label posts so readers find related ones.', one: 'tag', empty: 'No tags yet' },
};

/** /dashboard/content/categories and /dashboard/content/tags: create, rename (inline) and delete, with counts. */
export function TaxonomyScreen({ kind }: { kind: TaxonomyKind }) {
  const texts = TEXTS[kind];
  const categories = useCategories();
  const tags = useTags();
  const list = kind === 'categories' ? categories : tags;
  const toast = useToast();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const mutation = useTaxonomyChange(kind);
  const apply = async (change: TaxonomyChange, success: string) => {
    try {
      await mutation.mutateAsync(change);
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorText(error, `The ${texts.one} could not be saved`));
      return false;
    }
  };
  const rows = list.data?.results ?? [];
  return (
    <div className="atlas-content">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <form
        className="atlas-content__toolbar"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!name.trim()) return;
          if (await apply({ method: 'create', name: name.trim() }, `${capitalised(texts.one)} added`)) setName('');
        }}
      >
        <Input label={`New ${texts.one}`} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" loading={mutation.isPending}>
          Add
        </Button>
      </form>
      {list.isPending ? (
        <Skeleton height={80} />
      ) : list.isError ? (
        <ErrorState message={errorText(list.error, `Failed to load ${kind}`)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <ul className="atlas-content__rows">
          {rows.map((row) => (
            <li key={row.id} className="atlas-content__item">
              {editing?.id === row.id ? (
                <form
                  className="atlas-content__main atlas-content__inline"
                  onSubmit={async (event) => {
                    event.preventDefault();
                    if (editing.name.trim() && (await apply({ method: 'rename', id: row.id, name: editing.name.trim() }, 'Renamed')))
                      setEditing(null);
                  }}
                >
                  <Input
                    label={`Rename ${row.name}`}
                    value={editing.name}
                    autoFocus
                    onChange={(event) => setEditing({ id: row.id, name: event.target.value })}
                  />
                  <Button type="submit" size="sm">
                    Save
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </form>
              ) : (
                <div className="atlas-content__main">
                  <span className="atlas-content__title">{row.name}</span>
                  <span className="atlas-content__meta">{`${row.count} ${row.count === 1 ? 'item' : 'items'}`}</span>
                </div>
              )}
              {editing?.id !== row.id && (
                <>
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ id: row.id, name: row.name })}>
                    Rename
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting({ id: row.id, name: row.name })}>
                    Delete
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete ${texts.one}`}
        message={deleting ? `Delete “${deleting.name}”? Items keep their content but lose this ${texts.one}.` : ''}
        confirmLabel="Delete"
        danger
        busy={mutation.isPending}
        onConfirm={async () => {
          if (deleting) await apply({ method: 'delete', id: deleting.id }, 'Deleted');
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
