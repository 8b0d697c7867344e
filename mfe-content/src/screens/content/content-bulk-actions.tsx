import { useState } from 'react';
import { Button, ConfirmDialog, formatCountOf, useToast, errorText } from '@atlas/shell-kit';
import { useBulkContent, type BulkAction } from '../../api/content';

const VERBS: Record<BulkAction, string> = { publish: 'published', unpublish: 'unpublished', archive: 'archived', delete: 'deleted' };

/**
 * The bulk bar: how many items are ticked (else how many there are), Publish, Unpublish, Archive and Delete
 * (confirmed first); `refusal` says why none of the items listed may change.
 */
export function ContentBulkActions({
  selected,
  total,
  refusal,
  onDone,
}: {
  selected: Set<number>;
  total: number;
  refusal: string | null;
  onDone(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const bulk = useBulkContent();
  const disabled = selected.size === 0 || bulk.isPending;

  const run = async (action: BulkAction) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const { done, error } = await bulk.mutateAsync({ ids, action });
    onDone();
    setConfirming(false);
    const verb = VERBS[action];
    if (done > 0) toast.success(`${done} ${done === 1 ? 'item' : 'items'} ${verb}`);
    if (error) toast.error(errorText(error, `Some items could not be ${verb}`));
  };

  return (
    <div className="atlas-content__bulk" role="group" aria-label="Bulk actions">
      <span>{selected.size > 0 ? `${selected.size} selected` : formatCountOf(total, 'item')}</span>
      {refusal && <span className="atlas-content__refusal">{refusal}</span>}
      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => run('publish')}>
        Publish
      </Button>
      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => run('unpublish')}>
        Unpublish
      </Button>
      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => run('archive')}>
        Archive
      </Button>
      <Button size="sm" variant="danger" disabled={disabled} onClick={() => selected.size > 0 && setConfirming(true)}>
        Delete
      </Button>
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
