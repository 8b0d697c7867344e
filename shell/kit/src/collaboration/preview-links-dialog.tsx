import { useState } from 'react';
import { PREVIEW_DAYS } from '@atlas/sites/contract';
import { errorText } from '../api/error-text';
import { formatDate } from '../format/dates';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Modal } from '../ui/modal';
import { Select } from '../ui/select';
import { useToast } from '../ui/toast';
import { copyText } from '../format/copy-text';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink, type PreviewLink } from './preview-links';

const DAY_CHOICES = [1, 7, 14, 30].filter((days) => days >= PREVIEW_DAYS.min && days <= PREVIEW_DAYS.max);
const DAY_OPTIONS = DAY_CHOICES.map((days) => ({ value: String(days), label: days === 1 ? '1 day' : `${days} days` }));

/** The link as an editor shares it: this dashboard's address (the gateway serves /preview/{token}). */
const linkOf = (preview: Pick<PreviewLink, 'url'>) => `${window.location.origin}${preview.url}`;

export interface PreviewLinksDialogProps {
  /** Where the links live: `/builder/pages/{id}/previews/` or `/content/{id}/previews/`. */
  path: string;
  subject: 'page' | 'post';
  /** The editor holds changes not saved yet (the link shows the last save). */
  dirty?: boolean;
  open: boolean;
  onClose(): void;
}

/**
 * A page's or a post's shareable draft previews: create a link lasting 1 to 30 days, copy it again later, revoke it.
 * Whoever holds a link sees it as last saved, without signing in.
 */
export function PreviewLinksDialog({ path, subject, dirty = false, open, onClose }: PreviewLinksDialogProps) {
  const toast = useToast();
  const links = usePreviewLinks(path, open);
  const create = useCreatePreviewLink(path);
  const revoke = useRevokePreviewLink(path);
  const [days, setDays] = useState<number>(PREVIEW_DAYS.default);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PreviewLink | null>(null);

  const copyLink = async (preview: PreviewLink) => {
    const link = linkOf(preview);
    if (await copyText(link)) toast.success('Link copied');
    else setShown(link);
  };

  const createLink = async () => {
    try {
      await copyLink(await create.mutateAsync(days));
    } catch {
      // Shown below from the mutation state.
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success('Preview link revoked');
    } catch (error) {
      toast.error(errorText(error, 'Failed to revoke the link'));
    }
    setRevoking(null);
  };

  const rows = links.data ?? [];
  return (
    <Modal open={open} title="Preview links" onClose={onClose} size="md">
      <p className="atlas-muted">
        {`Anyone with a link sees this ${subject} as last saved, without signing in, until the link expires or is revoked. Search engines do not index it and it counts no visits.`}
      </p>
      {dirty && <p className="atlas-muted">Unsaved changes are not in the preview: save first.</p>}
      <form
        className="atlas-preview-links__create"
        onSubmit={(event) => {
          event.preventDefault();
          void createLink();
        }}
      >
        <Select
          label="Link expires after"
          options={DAY_OPTIONS}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        />
        <Button type="submit" loading={create.isPending}>
          Create link
        </Button>
      </form>
      {create.isError && (
        <p className="atlas-field__error" role="alert">
          {errorText(create.error, 'Failed to create the link')}
        </p>
      )}
      {shown && (
        <p className="atlas-preview-links__shown" role="status">
          <span>Copy this link:</span> <code>{shown}</code>
        </p>
      )}
      {links.isPending ? (
        <p className="atlas-muted">Loading links...</p>
      ) : links.isError ? (
        <p className="atlas-field__error" role="alert">
          Failed to load the preview links
        </p>
      ) : rows.length === 0 ? (
        <p className="atlas-empty">No preview links yet</p>
      ) : (
        <ul className="atlas-preview-links" aria-label="Preview links">
          {rows.map((preview) => (
            <li key={preview.id}>
              <span className="atlas-preview-links__what">
                <strong>{`Expires ${formatDate(preview.expires_at, { time: true })}`}</strong>
                <span className="atlas-muted">{`Created ${formatDate(preview.created_at)}${preview.created_by_username ? ` by ${preview.created_by_username}` : ''}`}</span>
              </span>
              <span className="atlas-preview-links__actions">
                {preview.url && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Copy the link expiring ${formatDate(preview.expires_at, { time: true })}`}
                    onClick={() => void copyLink(preview)}
                  >
                    Copy link
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Revoke the link expiring ${formatDate(preview.expires_at, { time: true })}`}
                  onClick={() => setRevoking(preview)}
                >
                  Revoke
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke preview link"
        message="Revoke this link? Anyone opening it will be told it has expired or was revoked."
        confirmLabel="Revoke"
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Modal>
  );
}
