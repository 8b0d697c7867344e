import { useRef, useState } from 'react';
import { useToast, errorText } from '@atlas/shell-kit';
import { uploadFile } from '../../api/upload';

/**
 * Uploads the image chosen in `fileInput` (another kind of file is refused) for `site` (the item's; null:
 * the user's own) and hands on its address. The input is emptied afterwards, so the same file can be chosen again.
 */
export function useImageUpload(site: number | null, onUploaded: (url: string, file: File) => void) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Please select an image file');
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, { site });
      onUploaded(uploaded.url, file);
    } catch (failure) {
      toast.error(errorText(failure, 'Image upload failed. Please try again.'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return { uploading, fileInput, upload };
}
