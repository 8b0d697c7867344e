import { Button, Modal, formatBytes, formatDate } from '@atlas/shell-kit';
import type { MediaFile } from '../../api/media';

/** A file shown large (image, video, audio, else a link to open it) with its details and its address to copy. */
export function FileDetailsModal({
  file,
  folderName,
  onClose,
  onCopyUrl,
}: {
  file: MediaFile | null;
  folderName: string | undefined;
  onClose(): void;
  onCopyUrl(file: MediaFile): void;
}) {
  return (
    <Modal open={Boolean(file)} title={file?.name ?? ''} onClose={onClose} size="lg">
      {file && (
        <div className="atlas-media__view">
          {file.type === 'image' ? (
            <img src={file.url} alt={file.name} />
          ) : file.type === 'video' ? (
            <video src={file.url} controls />
          ) : file.type === 'audio' ? (
            <audio src={file.url} controls />
          ) : (
            <a href={file.url} target="_blank" rel="noreferrer">
              Open {file.name}
            </a>
          )}
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
          <Button size="sm" variant="secondary" onClick={() => onCopyUrl(file)}>
            Copy URL
          </Button>
        </div>
      )}
    </Modal>
  );
}
