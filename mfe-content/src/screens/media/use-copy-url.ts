import { useToast } from '@atlas/shell-kit';
import type { MediaFile } from '../../api/media';

/** Copies a file's full address; where the clipboard is refused, the address is shown instead. */
export function useCopyUrl() {
  const toast = useToast();
  return async (file: MediaFile) => {
    const url = new URL(file.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success('URL copied');
    } catch {
      toast.show(url);
    }
  };
}
