import { Button, Modal, formatDate } from '@atlas/shell-kit';
import { useRestoreRevision, useRevisions } from '../api/revisions';
import { useEditorSelector, useEditorStore } from '../editor/store';

/** "the version of <time>" for a revision still in the list, else its number (older ones are dropped after 50). */
function restoredLabel(rows: readonly { id: number; created_at: string }[], id: number): string {
  const source = rows.find((row) => row.id === id);
  return source ? `the version of ${formatDate(source.created_at, { time: true })}` : `version #${id}`;
}

/** The page's saved versions; restoring one puts its blocks back on the canvas (and on the server). */
export function RevisionsModal({ pageId, open, onClose }: { pageId: number; open: boolean; onClose(): void }) {
  const store = useEditorStore();
  const dirty = useEditorSelector((snapshot) => snapshot.state.dirty);
  const revisions = useRevisions(pageId, open);
  const restore = useRestoreRevision(pageId);
  const rows = revisions.data ?? [];

  const restoreRevision = async (revisionId: number) => {
    try {
      const page = await restore.mutateAsync(revisionId);
      store.dispatch({
        type: 'load',
        title: page.title,
        blocks: page.blocks,
        savedAt: page.updated_at ?? new Date().toISOString(),
        version: page.version ?? null,
      });
      onClose();
    } catch {
      // The error is shown below from the mutation state.
    }
  };

  return (
    <Modal open={open} title="Page history" onClose={onClose} size="md">
      {dirty && <p className="atlas-muted">Restoring replaces the unsaved changes on the canvas.</p>}
      {revisions.isPending ? (
        <p className="atlas-muted">Loading history...</p>
      ) : revisions.isError ? (
        <p className="atlas-field__error" role="alert">
          Failed to load the page history
        </p>
      ) : rows.length === 0 ? (
        <p className="atlas-empty">No saved versions yet</p>
      ) : (
        <ul className="atlas-revisions">
          {rows.map((revision, index) => (
            <li key={revision.id}>
              <span>
                <strong>{formatDate(revision.created_at, { time: true })}</strong>
                <span className="atlas-muted">{` ${revision.blocks_count} ${revision.blocks_count === 1 ? 'block' : 'blocks'}${index === 0 ? ' · current' : ''}`}</span>
                <span className="atlas-revisions__by">
                  {revision.created_by_username ? `by ${revision.created_by_username}` : 'by an unknown account'}
                  {revision.restored_from !== null && <>{` · restored from ${restoredLabel(rows, revision.restored_from)}`}</>}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={index === 0}
                loading={restore.isPending && restore.variables === revision.id}
                onClick={() => void restoreRevision(revision.id)}
                aria-label={`Restore the version of ${formatDate(revision.created_at, { time: true })}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
      {restore.isError && (
        <p className="atlas-field__error" role="alert">
          Failed to restore this version
        </p>
      )}
    </Modal>
  );
}
