import { useState, type DragEvent, type RefObject } from 'react';
import { Button, useToast, errorText } from '@atlas/shell-kit';
import { useLibraryUploads } from '../../api/media';

/**
 * Uploads into the open folder, for the site in view (null: the user's own files): files chosen in
 * `fileInput` (the page header opens it too) or dropped on the zone, each with a progress bar until it
 * is done. When the role on the site may not upload, the zone says why instead.
 */
export function UploadZone({
  fileInput,
  folder,
  folderName,
  site,
  refusal,
}: {
  fileInput: RefObject<HTMLInputElement | null>;
  folder: number | null;
  folderName: string | undefined;
  site: number | null;
  refusal: string | null;
}) {
  const toast = useToast();
  const [dragging, setDragging] = useState(false);
  const { uploads, upload: uploadAll } = useLibraryUploads(site, (file, error) => {
    if (error) toast.error(`${file.name}: ${errorText(error, 'Upload failed')}`);
    else toast.success(`${file.name} uploaded`);
  });
  const upload = (list: FileList | File[]) => uploadAll(list, folder);
  if (refusal) {
    return (
      <div className="atlas-media__drop" data-testid="media-drop-zone">
        <p className="atlas-content__refusal">{refusal}</p>
      </div>
    );
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) upload(event.dataTransfer.files);
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        onChange={(event) => event.target.files && upload(event.target.files)}
      />
      <div
        className={`atlas-media__drop${dragging ? ' atlas-media__drop--active' : ''}`}
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drag and drop files here{folderName ? ` to put them in ${folderName}` : ''}, or</p>
        <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
          Choose files
        </Button>
      </div>
      {uploads.length > 0 && (
        <ul className="atlas-media__uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              <span>{u.name}</span>
              <div
                role="progressbar"
                aria-label={`Uploading ${u.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(u.progress * 100)}
                className="atlas-media__progress"
              >
                <div style={{ width: `${Math.round(u.progress * 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
