import { useMemo, useRef, useState, type DragEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Input,
  Modal,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  formatBytes,
  formatCountOf,
  formatDate,
  useToast,
  errorText,
} from '@atlas/shell-kit';
import { MEDIA_PAGE_SIZE, MEDIA_TYPES } from '@atlas/content/contract';
import { useCreateFolder, useDeleteFiles, useFolders, useLibraryUploads, useMediaFiles, type MediaFile } from '../../api/media';
import { useSelection, useUrlFilters, ViewToggle, type ListView } from '../shared/list-kit';
import './media.css';

const SORTS = [
  { value: '', label: 'Newest' },
  { value: 'created', label: 'Oldest' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-size', label: 'Largest' },
  { value: 'size', label: 'Smallest' },
];

/** /dashboard/media (and /media/upload, /sites/{id}/media): upload with progress, filters, folders, bulk delete. */
export function MediaLibrary() {
  const { selected, toggle, clear } = useSelection();
  const { params, setFilter, page } = useUrlFilters(clear);
  const [view, setView] = useState<ListView>('grid');
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [folderOpen, setFolderOpen] = useState(false);
  const [newFolderName, setNewFolderName] = useState('');
  const [viewing, setViewing] = useState<MediaFile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const folder = Number(params.get('folder')) || null;
  const query = useMemo(() => {
    const q: Record<string, string> = { page: String(page), page_size: String(MEDIA_PAGE_SIZE) };
    for (const key of ['search', 'type', 'folder', 'dateFrom', 'dateTo', 'sort']) if (params.get(key)) q[key] = params.get(key)!;
    return q;
  }, [params, page]);
  const files = useMediaFiles(query);
  const folders = useFolders();
  const folderName = (id: number | null) => (folders.data?.results ?? []).find((f) => f.id === id)?.name;
  const currentFolder = folderName(folder);

  const { uploads, upload: uploadAll } = useLibraryUploads((file, error) => {
    if (error) toast.error(`${file.name}: ${errorText(error, 'Upload failed')}`);
    else toast.success(`${file.name} uploaded`);
  });
  const upload = (list: FileList | File[]) => uploadAll(list, folder);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) upload(event.dataTransfer.files);
  };

  const remove = useDeleteFiles();
  const createFolder = useCreateFolder();
  const copyUrl = async (file: MediaFile) => {
    const url = new URL(file.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success('URL copied');
    } catch {
      toast.show(url);
    }
  };

  const results = files.data?.results ?? [];

  return (
    <div className="atlas-content">
      <PageHeader
        title="Media Library"
        subtitle="Upload and organise images, video, audio and documents."
        actions={
          <>
            <Button variant="secondary" onClick={() => setFolderOpen(true)}>
              New Folder
            </Button>
            <Button onClick={() => fileInput.current?.click()}>Upload Files</Button>
          </>
        }
      />
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
        <p>Drag and drop files here{currentFolder ? ` to put them in ${currentFolder}` : ''}, or</p>
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
      <div className="atlas-content__toolbar">
        <Input label="Search" type="search" value={params.get('search') ?? ''} onChange={(e) => setFilter('search', e.target.value)} />
        <Select
          label="Type"
          value={params.get('type') ?? ''}
          options={[{ value: '', label: 'All types' }, ...MEDIA_TYPES.map((t) => ({ value: t, label: t }))]}
          onChange={(e) => setFilter('type', e.target.value)}
        />
        <Select
          label="Folder"
          value={params.get('folder') ?? ''}
          options={[
            { value: '', label: 'All folders' },
            ...(folders.data?.results ?? []).map((f) => ({ value: String(f.id), label: f.name })),
          ]}
          onChange={(e) => setFilter('folder', e.target.value)}
        />
        <Input label="From date" type="date" value={params.get('dateFrom') ?? ''} onChange={(e) => setFilter('dateFrom', e.target.value)} />
        <Input label="To date" type="date" value={params.get('dateTo') ?? ''} onChange={(e) => setFilter('dateTo', e.target.value)} />
        <Select label="Sort" value={params.get('sort') ?? ''} options={SORTS} onChange={(e) => setFilter('sort', e.target.value)} />
        <ViewToggle view={view} onChange={setView} first="grid" />
      </div>
      <div className="atlas-content__bulk" role="group" aria-label="Bulk actions">
        <span>{selected.size ? `${selected.size} selected` : formatCountOf(files.data?.count ?? 0, 'file')}</span>
        <Button
          size="sm"
          variant="danger"
          disabled={!selected.size || remove.isPending}
          onClick={() => selected.size && setConfirming(true)}
        >
          Delete
        </Button>
      </div>
      {files.isPending ? (
        <Skeleton height={160} />
      ) : results.length === 0 ? (
        // A failed list shows as an empty library.
        <EmptyState title="No files yet" description="Upload images, video, audio or documents." />
      ) : (
        <>
          <ul className={view === 'grid' ? 'atlas-media__grid' : 'atlas-content__rows'}>
            {results.map((file) => (
              <li key={file.id} className="atlas-media__file">
                <input
                  type="checkbox"
                  aria-label={`Select ${file.name}`}
                  checked={selected.has(file.id)}
                  onChange={() => toggle(file.id)}
                />
                <button type="button" className="atlas-media__open" aria-label={`View ${file.name}`} onClick={() => setViewing(file)}>
                  {file.thumbnail ? (
                    <img className="atlas-media__thumb" src={file.thumbnail} alt="" loading="lazy" width={160} height={160} />
                  ) : (
                    <span className="atlas-media__thumb atlas-media__thumb--kind">{file.type}</span>
                  )}
                </button>
                <div className="atlas-content__main">
                  <span className="atlas-content__title" title={file.name}>
                    {file.name}
                  </span>
                  <span className="atlas-content__meta">
                    {formatBytes(file.size)}
                    {file.width ? ` · ${file.width}×${file.height}` : ''} · {formatDate(file.created_at)}
                  </span>
                </div>
                <div className="atlas-media__actions">
                  <Button size="sm" variant="ghost" onClick={() => setViewing(file)}>
                    View
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void copyUrl(file)}>
                    Copy URL
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil((files.data?.count ?? 0) / MEDIA_PAGE_SIZE))}
            onPageChange={(next) => setFilter('page', next > 1 ? String(next) : '')}
          />
        </>
      )}
      <Modal
        open={folderOpen}
        title="New Folder"
        onClose={() => setFolderOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setFolderOpen(false)}>
              Cancel
            </Button>
            <Button
              loading={createFolder.isPending}
              onClick={async () => {
                const name = newFolderName.trim();
                if (!name) return; // a blank name is ignored
                try {
                  const created = await createFolder.mutateAsync({ name, parent: folder });
                  setNewFolderName('');
                  setFolderOpen(false);
                  // The new folder opens, so what is uploaded next goes into it.
                  setFilter('folder', String(created.id));
                  toast.success(`Folder ${created.name} created`);
                } catch (failure) {
                  toast.error(errorText(failure, 'Could not create the folder'));
                }
              }}
            >
              Create
            </Button>
          </>
        }
      >
        <Input label="Folder name" value={newFolderName} onChange={(e) => setNewFolderName(e.target.value)} />
      </Modal>
      <Modal open={Boolean(viewing)} title={viewing?.name ?? ''} onClose={() => setViewing(null)} size="lg">
        {viewing && (
          <div className="atlas-media__view">
            {viewing.type === 'image' ? (
              <img src={viewing.url} alt={viewing.name} />
            ) : viewing.type === 'video' ? (
              <video src={viewing.url} controls />
            ) : viewing.type === 'audio' ? (
              <audio src={viewing.url} controls />
            ) : (
              <a href={viewing.url} target="_blank" rel="noreferrer">
                Open {viewing.name}
              </a>
            )}
            <dl className="atlas-media__details">
              <dt>Type</dt>
              <dd>{viewing.mime_type}</dd>
              <dt>Size</dt>
              <dd>{formatBytes(viewing.size)}</dd>
              {viewing.width ? (
                <>
                  <dt>Dimensions</dt>
                  <dd>{`${viewing.width}×${viewing.height}`}</dd>
                </>
              ) : null}
              <dt>Folder</dt>
              <dd>{folderName(viewing.folder) ?? 'None'}</dd>
              <dt>Uploaded</dt>
              <dd>{formatDate(viewing.created_at)}</dd>
              <dt>URL</dt>
              <dd className="atlas-media__url">{viewing.url}</dd>
            </dl>
            <Button size="sm" variant="secondary" onClick={() => void copyUrl(viewing)}>
              Copy URL
            </Button>
          </div>
        )}
      </Modal>
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
          clear();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
