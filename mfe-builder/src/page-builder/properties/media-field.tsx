import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, Button, ConfirmDialog, Modal } from '@atlas/shell-kit';
import type { Field } from '@atlas/blocks';

interface LibraryFile {
  id: number;
  name: string;
  url: string;
  thumbnail: string;
  type: string;
}

const TEXTS = {
  image: {
    wrongType: 'Please select an image file',
    failed: 'Image upload failed. Please try again.',
    remove: 'Remove this image?',
    accept: 'image/*',
  },
  video: {
    wrongType: 'Please select a video file',
    failed: 'Video upload failed. Please try again.',
    remove: 'Remove this video?',
    accept: 'video/*',
  },
};

/**
 * An image or video field: an address, an upload to the media library (POST /api/media/upload/),
 * a pick from the files already there, and Remove after a confirmation.
 */
export function MediaField({
  field,
  value,
  onChange,
}: {
  field: Field & { kind: 'image' | 'video' };
  value: unknown;
  onChange(value: unknown): void;
}) {
  const id = useId();
  const kind = field.kind;
  const texts = TEXTS[kind];
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const current = String(value ?? '');
  const library = useQuery({
    queryKey: ['media', 'files', { type: kind, page_size: '50' }],
    queryFn: () => api.get<{ results: LibraryFile[] }>('/media/files/', { query: { type: kind, page_size: 50 } }),
    enabled: picking,
    retry: false,
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith(`${kind}/`)) {
      setError(texts.wrongType);
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await api.post<{ url: string }>('/media/upload/', form);
      onChange(uploaded.url);
    } catch {
      setError(texts.failed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="atlas-field">
      <label className="atlas-field__label" htmlFor={id}>
        {field.label}
      </label>
      <input
        id={id}
        className="atlas-field__input"
        type="url"
        value={current}
        placeholder="https://"
        onChange={(event) => onChange(event.target.value)}
      />
      {current && kind === 'image' && <img className="atlas-field__media-preview" src={current} alt="" />}
      <div className="atlas-field__media-actions">
        <Button size="sm" variant="secondary" loading={uploading} disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? 'Uploading…' : 'Upload'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
          Choose from library
        </Button>
        {current && (
          <Button size="sm" variant="ghost" onClick={() => setConfirmRemove(true)}>
            Remove
          </Button>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={texts.accept}
        hidden
        aria-label={`${field.label} file`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {error && (
        <p className="atlas-field__error" role="alert">
          {error}
        </p>
      )}
      <Modal open={picking} title="Media library" onClose={() => setPicking(false)} size="lg">
        {library.isPending ? (
          <p role="status">Loading…</p>
        ) : (library.data?.results ?? []).length === 0 ? (
          <p>No files yet</p>
        ) : (
          <ul className="atlas-field__library">
            {library.data!.results.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(file.url);
                    setPicking(false);
                  }}
                >
                  {file.thumbnail ? (
                    <img src={file.thumbnail} alt="" width={96} height={96} />
                  ) : (
                    <span aria-hidden="true">{file.type}</span>
                  )}
                  <span>{file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove"
        message={texts.remove}
        confirmLabel="Remove"
        danger
        onConfirm={() => {
          onChange('');
          setConfirmRemove(false);
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </div>
  );
}
