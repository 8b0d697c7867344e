import { useState } from 'react';
import { Button, ConfirmDialog, errorText, formatCountOf, useToast } from '@atlas/shell-kit';
import { useDeleteFiles } from '../../api/media';

/**
 * The bulk bar: how many files are ticked (else how many there are) and Delete, confirmed first;
 * `refusal` says why none of the files listed may change.
 */
export function BulkDelete({
  selected,
  total,
  refusal,
  onDeleted,
}: {
  selected: Set<number>;
  total: number;
  refusal: string | null;
  onDeleted(): void;
}) {
  const toast = useToast();
  const remove = useDeleteFiles();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="atlas-content__bulk" role="group" aria-label="Bulk actions">
      <span>{selected.size ? `${selected.size} selected` : formatCountOf(total, 'file')}</span>
      {refusal && <span className="atlas-content__refusal">{refusal}</span>}
      <Button size="sm" variant="danger" disabled={!selected.size || remove.isPending} onClick={() => selected.size && setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete files"
        message={`Delete ${selected.size} selected ${selected.size === 1 ? 'file' : 'files'}? Pages that show them will lose them.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          const { done, error } = await remove.mutateAsync([...selected]);
          if (done > 0) toast.success(`${done} ${done === 1 ? 'file' : 'files'} deleted`);
          if (error) toast.error(errorText(error, 'Some files could not be deleted'));
          onDeleted();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
