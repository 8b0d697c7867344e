import { useMemo, useRef, useState } from 'react';
import { Button, EmptyState, PageHeader, Pagination, Skeleton } from '@atlas/shell-kit';
import { MEDIA_PAGE_SIZE } from '@atlas/content/contract';
import { useFolders, useMediaFiles, type MediaFile } from '../../api/media';
import { useContentPermissions } from '../shared/content-permissions';
import { useSelection, useUrlFilters, type ListView } from '../shared/list-kit';
import { BulkDelete } from './bulk-delete';
import { FileDetailsModal } from './file-details-modal';
import { MediaFileCard } from './media-file-card';
import { MediaFilters } from './media-filters';
import { NewFolderModal } from './new-folder-modal';
import { UploadZone } from './upload-zone';
import { useCopyUrl } from './use-copy-url';
import './media.css';

/**
 * /dashboard/media (and /media/upload): the user's own files and their sites'; /sites/{id}/media: that
 * site's (uploads go to it). Upload with progress, filters, folders, bulk delete, and a file's details
 * (rename, alt text, delete), as the role allows.
 */
export function MediaLibrary({ siteId = null }: { siteId?: number | null }) {
  const { selected, toggle, clear } = useSelection();
  const { params, setFilter, page } = useUrlFilters(clear);
  const [view, setView] = useState<ListView>('grid');
  const [folderOpen, setFolderOpen] = useState(false);
  const [viewing, setViewing] = useState<MediaFile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const copyUrl = useCopyUrl();
  const folder = Number(params.get('folder')) || null;
  const query = useMemo(() => {
    const q: Record<string, string> = { page: String(page), page_size: String(MEDIA_PAGE_SIZE) };
    for (const key of ['search', 'type', 'folder', 'dateFrom', 'dateTo', 'sort']) if (params.get(key)) q[key] = params.get(key)!;
    if (siteId) q.site = String(siteId);
    return q;
  }, [params, page, siteId]);
  const files = useMediaFiles(query);
  const folders = useFolders();
  const folderName = (id: number | null) => (folders.data?.results ?? []).find((f) => f.id === id)?.name;
  const results = files.data?.results ?? [];
  const permissions = useContentPermissions();
  const uploadRefused = permissions.mediaRefusal(siteId);
  const changeable = results.filter((file) => permissions.mediaRefusal(file.site) === null);
  const bulkRefused = results.length > 0 && changeable.length === 0 ? permissions.mediaRefusal(results[0].site) : null;

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
            <Button disabled={uploadRefused !== null} title={uploadRefused ?? undefined} onClick={() => fileInput.current?.click()}>
              Upload Files
            </Button>
          </>
        }
      />
      <UploadZone fileInput={fileInput} folder={folder} folderName={folderName(folder)} site={siteId} refusal={uploadRefused} />
      <MediaFilters params={params} setFilter={setFilter} folders={folders.data?.results ?? []} view={view} onViewChange={setView} />
      <BulkDelete selected={selected} total={files.data?.count ?? 0} refusal={bulkRefused} onDeleted={clear} />
      {files.isPending ? (
        <Skeleton height={160} />
      ) : results.length === 0 ? (
        // A failed list shows as an empty library.
        <EmptyState title="No files yet" description="Upload images, video, audio or documents." />
      ) : (
        <>
          <ul className={view === 'grid' ? 'atlas-media__grid' : 'atlas-content__rows'}>
            {results.map((file) => (
              <MediaFileCard
                key={file.id}
                file={file}
                checked={selected.has(file.id)}
                refusal={permissions.mediaRefusal(file.site)}
                onToggle={() => toggle(file.id)}
                onView={() => setViewing(file)}
                onCopyUrl={() => void copyUrl(file)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil((files.data?.count ?? 0) / MEDIA_PAGE_SIZE))}
            onPageChange={(next) => setFilter('page', next > 1 ? String(next) : '')}
          />
        </>
      )}
      <NewFolderModal
        open={folderOpen}
        parent={folder}
        onClose={() => setFolderOpen(false)}
        // The new folder opens, so what is uploaded next goes into it.
        onCreated={(id) => setFilter('folder', String(id))}
      />
      <FileDetailsModal
        file={viewing}
        folderName={viewing ? folderName(viewing.folder) : undefined}
        refusal={viewing ? permissions.mediaRefusal(viewing.site) : null}
        onClose={() => setViewing(null)}
        onCopyUrl={(file) => void copyUrl(file)}
        onSaved={setViewing}
      />
    </div>
  );
}
