import { useState } from 'react';
import { EmptyState, Modal, Select, Skeleton } from '@atlas/shell-kit';
import { MEDIA_PAGE_SIZE } from '@atlas/content/contract';
import { useFolders, useMediaFiles, type MediaFile } from '../../api/media';
import './media.css';

/** The library's images to choose one from (a post's featured image), by folder. */
export function MediaPicker({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (file: MediaFile) => void }) {
  const [folder, setFolder] = useState('');
  const folders = useFolders();
  const query: Record<string, string> = { type: 'image', page_size: String(MEDIA_PAGE_SIZE) };
  if (folder) query.folder = folder;
  const files = useMediaFiles(query);
  const images = files.data?.results ?? [];

  return (
    <Modal open={open} title="Choose from the media library" onClose={onClose} size="lg">
      <Select
        label="Folder"
        value={folder}
        options={[
          { value: '', label: 'All folders' },
          ...(folders.data?.results ?? []).map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        onChange={(event) => setFolder(event.target.value)}
      />
      {files.isPending ? (
        <Skeleton height={160} />
      ) : images.length === 0 ? (
        <EmptyState title="No images here yet" description="Upload images in the media library, or upload one here." />
      ) : (
        <ul className="atlas-media__grid atlas-media__picker" aria-label="Images">
          {images.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="atlas-media__pick"
                aria-label={`Use ${file.name}`}
                onClick={() => {
                  onChoose(file);
                  onClose();
                }}
              >
                <img className="atlas-media__thumb" src={file.thumbnail || file.url} alt="" loading="lazy" width={160} height={160} />
                <span className="atlas-content__title">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
