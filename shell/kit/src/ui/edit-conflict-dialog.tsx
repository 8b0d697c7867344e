import { Button } from './button';
import { Modal } from './modal';
import { formatDate } from '../format/dates';

export interface EditConflictDialogProps {
  open: boolean;
  /** What is edited, in the product's words: 'page', 'post'. */
  thing: string;
  /** When their version was saved (the `updated_at` of the 409's `current`). */
  changedAt?: string | null;
  /** Who saved their version, when the service said (else "Someone"). */
  savedBy?: string | null;
  /** Which choice is being carried out. */
  busy?: 'reload' | 'keep' | null;
  onReload(): void;
  onKeepMine(): void;
  /** Closing decides nothing: the editor keeps the user's work, unsaved, and asks again at the next save. */
  onClose(): void;
}

/**
 * Shown when a save is refused because someone else saved the same page or post since it was opened
 * (409 with their version): nothing of the user's is lost until they choose.
 */
export function EditConflictDialog({
  open,
  thing,
  changedAt,
  savedBy,
  busy = null,
  onReload,
  onKeepMine,
  onClose,
}: EditConflictDialogProps) {
  return (
    <Modal
      open={open}
      title={`This ${thing} was changed by someone else`}
      onClose={onClose}
      size="sm"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onReload} loading={busy === 'reload'} disabled={busy === 'keep'}>
            Reload theirs
          </Button>
          <Button variant="primary" onClick={onKeepMine} loading={busy === 'keep'} disabled={busy === 'reload'}>
            Keep mine
          </Button>
        </>
      }
    >
      <p>
        {`${savedBy || 'Someone'} saved this ${thing}${changedAt ? ` at ${formatDate(changedAt, { time: true })}` : ''} after you opened it, so your changes were not saved. They are still here.`}
      </p>
      <p className="atlas-muted atlas-edit-conflict__choices">
        <strong>Reload theirs</strong> shows their version and drops your unsaved changes. <strong>Keep mine</strong> saves your version
        over theirs.
      </p>
    </Modal>
  );
}
