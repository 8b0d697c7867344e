import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, ConfirmDialog, Input, useToast, errorText } from '@atlas/shell-kit';
import type { ProductDetail } from '@atlas/commerce/contract';
import { uploadProductImage } from '../../api/image-upload';
import { useDeleteImage, useImageUploaded } from '../../api/product-admin';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';

/** A product's images: upload one (with its progress) and delete. The first is the product's main image. */
export function ImagesEditor({ product }: { product: ProductDetail }) {
  const store = useStore();
  const remove = useDeleteImage(store, product.slug);
  const uploaded = useImageUploaded(store);
  const edits = useStoreAllows('catalogue');
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      uploaded(await uploadProductImage(store, product.slug, file, altText.trim(), setProgress));
      setFile(null);
      setAltText('');
      if (fileInput.current) fileInput.current.value = '';
      toast.success('Image uploaded');
    } catch (failure) {
      setError(errorText(failure, 'Upload failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title="Images">
      {product.images.length === 0 ? (
        <p className="shop-muted">No images yet.</p>
      ) : (
        <ul className="shop-image-grid">
          {product.images.map((image, index) => (
            <li key={image.id}>
              <img src={image.image} alt={image.alt_text || `${product.name} image ${index + 1}`} />
              <span className="shop-muted">{index === 0 ? 'Main image' : image.alt_text || 'No description'}</span>
              {edits && (
                <Button variant="ghost" size="sm" onClick={() => setDeleting(image.id)}>
                  Delete<span className="atlas-visually-hidden"> image {index + 1}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {edits && (
        <form className="shop-upload" onSubmit={upload}>
          <div className="atlas-field">
            <label className="atlas-field__label" htmlFor="shop-image-file">
              Image file
            </label>
            <input
              ref={fileInput}
              id="shop-image-file"
              className="atlas-input"
              type="file"
              accept="image/*"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Input label="Alt text" value={altText} maxLength={200} onChange={(event) => setAltText(event.target.value)} />
          <Button type="submit" variant="secondary" disabled={!file} loading={progress !== null}>
            Upload Image
          </Button>
          {progress !== null && (
            <progress className="shop-upload__progress" max={1} value={progress} aria-label="Upload progress">
              {Math.round(progress * 100)}%
            </progress>
          )}
          {error && (
            <p className="shop-form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Image"
        message="Are you sure you want to delete this image?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting !== null &&
          remove.mutate(deleting, {
            onError: (failure) => toast.error(errorText(failure, 'Failed to delete the image')),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}
