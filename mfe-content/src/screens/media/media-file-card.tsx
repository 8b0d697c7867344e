import { Button, formatBytes, formatDate } from '@atlas/shell-kit';
import type { MediaFile } from '../../api/media';

/** One file of the library: ticked for bulk actions (unless `refusal` says why not), opened to view, its address copied. */
export function MediaFileCard({
  file,
  checked,
  refusal,
  onToggle,
  onView,
  onCopyUrl,
}: {
  file: MediaFile;
  checked: boolean;
  refusal: string | null;
  onToggle(): void;
  onView(): void;
  onCopyUrl(): void;
}) {
  return (
    <li className="atlas-media__file">
      <input
        type="checkbox"
        aria-label={`Select ${file.name}`}
        checked={checked}
        disabled={refusal !== null}
        title={refusal ?? undefined}
        onChange={onToggle}
      />
      <button type="button" className="atlas-media__open" aria-label={`View ${file.name}`} onClick={onView}>
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
        <Button size="sm" variant="ghost" onClick={onView}>
          View
        </Button>
        <Button size="sm" variant="ghost" onClick={onCopyUrl}>
          Copy URL
        </Button>
      </div>
    </li>
  );
}
