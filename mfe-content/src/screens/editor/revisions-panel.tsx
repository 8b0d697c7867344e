import { useState } from 'react';
import { Button, ConfirmDialog, formatDate, formatRelative, useToast, errorText } from '@atlas/shell-kit';
import { useHistory, useRestoreRevision, useRevisions, type ContentItem, type ContentRevision } from '../../api/content';
import { capitalised } from '../shared/capitalised';

/** Revisions (restore with confirmation, for whoever may change the item) and who did what. */
export function RevisionsPanel({
  id,
  mayRestore,
  onRestored,
}: {
  id: number;
  mayRestore: boolean;
  onRestored: (item: ContentItem) => void;
}) {
  const toast = useToast();
  const revisions = useRevisions(id);
  const trail = useHistory(id);
  const restoreRevision = useRestoreRevision(id);
  const [restoring, setRestoring] = useState<ContentRevision | null>(null);
  const restore = async () => {
    if (!restoring) return;
    try {
      onRestored(await restoreRevision.mutateAsync(restoring.id));
      toast.success('Revision restored');
    } catch (failure) {
      toast.error(errorText(failure, 'Could not restore the revision'));
    } finally {
      setRestoring(null);
    }
  };
  return (
    <section className="atlas-editor__panel" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      <ul className="atlas-editor__revisions">
        {(revisions.data ?? []).slice(0, 10).map((revision, index) => (
          <li key={revision.id}>
            <span>
              {formatDate(revision.created_at, { time: true })} · {revision.author.username}
            </span>
            {index > 0 && mayRestore && (
              <Button size="sm" variant="ghost" onClick={() => setRestoring(revision)}>
                Restore
              </Button>
            )}
          </li>
        ))}
      </ul>
      <h3>Activity</h3>
      <ul className="atlas-editor__activity">
        {(trail.data ?? []).slice(0, 8).map((entry) => (
          <li key={entry.id}>{`${capitalised(entry.action)} by ${entry.user.username}, ${formatRelative(entry.created_at)}`}</li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(restoring)}
        title="Restore revision"
        message={
          restoring
            ? `Restore the version saved ${formatDate(restoring.created_at, { time: true })}? Your current text is kept as a revision.`
            : ''
        }
        confirmLabel="Restore"
        busy={restoreRevision.isPending}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      />
    </section>
  );
}
