import { useState } from 'react';
import { Button, ConfirmDialog, formatCountOf, useToast } from '@atlas/shell-kit';
import { useDeleteFiles } from '../../api/media';

/** The bulk bar: how many files are ticked (else how many there are) and Delete, confirmed first. */
export function BulkDelete({ selected, total, onDeleted }: { selected: Set<number>; total: number; onDeleted(): void }) {
  const toast = useToast();
  const remove = useDeleteFiles();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="atlas-content__bulk" role="group" aria-label="Bulk actions">
      <span>{selected.size ? `${selected.size} selected` : formatCountOf(total, 'file')}</span>
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
          const done = await remove.mutateAsync([...selected]);
          toast.success(`${done} ${done === 1 ? 'file' : 'files'} deleted`);
          onDeleted();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
