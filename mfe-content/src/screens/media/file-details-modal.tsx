import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, Input, Modal, errorText, formatBytes, formatDate, useToast } from '@atlas/shell-kit';
import { useDeleteFiles, useUpdateFile, type MediaFile } from '../../api/media';

interface FileDetailsProps {
  file: MediaFile;
  folderName: string | undefined;
  /** Why the user may not change this file (a viewer of its site), or null. */
  refusal: string | null;
  onCopyUrl(file: MediaFile): void;
  onSaved(file: MediaFile): void;
  onDelete(): void;
}

/** The file shown large, its details, and its name and alt text to change. */
function FileDetails({ file, folderName, refusal, onCopyUrl, onSaved, onDelete }: FileDetailsProps) {
  const toast = useToast();
  const update = useUpdateFile();
  const [name, setName] = useState(file.name);
  const [altText, setAltText] = useState(file.alt_text ?? '');
  const [error, setError] = useState<string | null>(null);
  const changed = name.trim() !== file.name || altText.trim() !== (file.alt_text ?? '');
  const locked = refusal !== null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('File name is required');
    setError(null);
    try {
      onSaved(await update.mutateAsync({ id: file.id, name: name.trim(), alt_text: altText.trim() }));
      toast.success('File saved');
    } catch (failure) {
      setError(errorText(failure, 'The file could not be saved'));
    }
  };

  return (
    <div className="atlas-media__view">
      {file.type === 'image' ? (
        <img src={file.url} alt={file.alt_text || file.name} />
      ) : file.type === 'video' ? (
        <video src={file.url} controls />
      ) : file.type === 'audio' ? (
        <audio src={file.url} controls />
      ) : (
        <a href={file.url} target="_blank" rel="noreferrer">
          Open {file.name}
        </a>
      )}
      <form className="atlas-media__edit" onSubmit={(event) => void save(event)} title={refusal ?? undefined}>
        <Input label="Name" value={name} maxLength={255} disabled={locked} onChange={(event) => setName(event.target.value)} />
        {file.type === 'image' && (
          <Input
            label="Alt text"
            value={altText}
            maxLength={500}
            disabled={locked}
            hint="What the image shows, read to visitors who cannot see it."
            onChange={(event) => setAltText(event.target.value)}
          />
        )}
        {error && (
          <p className="atlas-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="atlas-media__actions">
          <Button type="submit" size="sm" disabled={locked || !changed} loading={update.isPending}>
            Save
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onCopyUrl(file)}>
            Copy URL
          </Button>
          <Button size="sm" variant="danger" disabled={locked} onClick={onDelete}>
            Delete
          </Button>
        </div>
      </form>
      <dl className="atlas-media__details">
        <dt>Type</dt>
        <dd>{file.mime_type}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(file.size)}</dd>
        {file.width ? (
          <>
            <dt>Dimensions</dt>
            <dd>{`${file.width}×${file.height}`}</dd>
          </>
        ) : null}
        <dt>Folder</dt>
        <dd>{folderName ?? 'None'}</dd>
        <dt>Uploaded</dt>
        <dd>{formatDate(file.created_at)}</dd>
        <dt>URL</dt>
        <dd className="atlas-media__url">{file.url}</dd>
      </dl>
    </div>
  );
}

/**
 * A file's details (image, video, audio, else a link to open it): rename it, give an image its alt text,
 * copy its address, or delete it after a confirmation. The confirmation takes the dialog's place.
 */
export function FileDetailsModal({
  file,
  onClose,
  onSaved,
  ...details
}: Omit<FileDetailsProps, 'file' | 'onDelete'> & { file: MediaFile | null; onClose(): void }) {
  const toast = useToast();
  const remove = useDeleteFiles();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const deleteFile = async () => {
    if (!file) return;
    const { done, error } = await remove.mutateAsync([file.id]);
    if (done) {
      toast.success(`${file.name} deleted`);
      close();
    } else {
      toast.error(errorText(error, 'The file could not be deleted'));
      setConfirming(false);
    }
  };
  return (
    <>
      <Modal open={Boolean(file) && !confirming} title={file?.name ?? ''} onClose={close} size="lg">
        {file && <FileDetails key={file.id} file={file} onSaved={onSaved} onDelete={() => setConfirming(true)} {...details} />}
      </Modal>
      <ConfirmDialog
        open={Boolean(file) && confirming}
        title="Delete file"
        message={`Delete ${file?.name ?? 'this file'}? Pages that show it will lose it.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => void deleteFile()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
