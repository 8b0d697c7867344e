import { useRef, useState } from 'react';
import { Button, useToast } from '@atlas/shell-kit';
import { errorText } from '../../api/error-text';
import { uploadFile } from '../../api/upload';
import { MediaPicker } from '../media/media-picker';

/** The featured image: uploaded from a file (images only) or chosen from the media library, replaced or removed. */
export function FeaturedImagePanel({ image, onChange }: { image: string; onChange(image: string): void }) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Please select an image file');
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      onChange(uploaded.url);
    } catch (failure) {
      toast.error(errorText(failure, 'Image upload failed. Please try again.'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <section className="atlas-editor__panel" aria-labelledby="featured-heading">
      <h2 id="featured-heading">Featured Image</h2>
      {image ? <img className="atlas-editor__featured" src={image} alt="Featured" /> : null}
      <div className="atlas-editor__featured-actions">
        <Button size="sm" variant="secondary" loading={uploading} onClick={() => fileInput.current?.click()}>
          {image ? 'Replace image' : 'Upload image'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
          Choose from library
        </Button>
        {image ? (
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>
            Remove image
          </Button>
        ) : null}
      </div>
      {picking && <MediaPicker open onClose={() => setPicking(false)} onChoose={(file) => onChange(file.url)} />}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label="Featured image file"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </section>
  );
}
