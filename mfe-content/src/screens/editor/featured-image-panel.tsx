import { useState } from 'react';
import { Button } from '@atlas/shell-kit';
import { MediaPicker } from '../media/media-picker';
import { useImageUpload } from './use-image-upload';

/**
 * The featured image: uploaded from a file (images only, for the item's site) or chosen from the media
 * library, replaced or removed; `disabled` (an item the role may only read): shown, not changed.
 */
export function FeaturedImagePanel({
  site,
  image,
  onChange,
  disabled = false,
}: {
  site: number | null;
  image: string;
  onChange(image: string): void;
  disabled?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const { uploading, fileInput, upload } = useImageUpload(site, (url) => onChange(url));

  return (
    <section className="atlas-editor__panel" aria-labelledby="featured-heading">
      <h2 id="featured-heading">Featured Image</h2>
      {image ? <img className="atlas-editor__featured" src={image} alt="Featured" /> : null}
      <div className="atlas-editor__featured-actions">
        <Button size="sm" variant="secondary" loading={uploading} disabled={disabled} onClick={() => fileInput.current?.click()}>
          {image ? 'Replace image' : 'Upload image'}
        </Button>
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => setPicking(true)}>
          Choose from library
        </Button>
        {image ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange('')}>
            Remove image
          </Button>
        ) : null}
      </div>
      {picking && !disabled && <MediaPicker open onClose={() => setPicking(false)} onChoose={(file) => onChange(file.url)} />}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        disabled={disabled}
        aria-label="Featured image file"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </section>
  );
}
