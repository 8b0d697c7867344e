import { useState } from 'react';
import { Button, EditLockBanner, api, useToast, type EditLockState } from '@atlas/shell-kit';
import { useQueryClient } from '@tanstack/react-query';
import { copyBlocks } from '../editor/block-clipboard';
import { useEditorStore } from '../editor/store';
import { pageKeys } from '../api/keys';

/**
 * Why the canvas is read-only, under the builder's header: the kit's `EditLockBanner` (Take over, Edit
 * here), with what a page taken from this tab offers for the unsaved blocks (copy them, keep them as a
 * revision), or the person may only read the page.
 */
export function LockBanner({ pageId, lock, viewerOnly }: { pageId: number | null; lock: EditLockState; viewerOnly: boolean }) {
  const store = useEditorStore();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [keeping, setKeeping] = useState(false);

  if (viewerOnly)
    return (
      <div className="atlas-lock-banner" role="status">
        <p>You can view this page. Editing it needs the editor role on this site.</p>
      </div>
    );
  if (pageId === null || (lock.status !== 'theirs' && lock.status !== 'taken')) return null;

  const copyMine = () => {
    const { blocks } = store.getSnapshot().state;
    copyBlocks(blocks);
    void navigator.clipboard?.writeText(JSON.stringify(blocks, null, 2)).catch(() => undefined);
    toast.success(`${blocks.length} ${blocks.length === 1 ? 'block' : 'blocks'} copied: paste them with Ctrl+V on any page`);
  };
  const keepAsRevision = async () => {
    const { title, blocks } = store.getSnapshot().state;
    setKeeping(true);
    try {
      await api.post(`/builder/pages/${pageId}/revisions/`, { title: title || undefined, blocks });
      void queryClient.invalidateQueries({ queryKey: pageKeys.revisions(pageId) });
      toast.success('Your changes are kept in the page history');
    } catch {
      toast.error('Failed to keep your changes as a revision');
    } finally {
      setKeeping(false);
    }
  };

  return (
    <EditLockBanner
      thing="page"
      lock={lock}
      takenText="Your unsaved changes are still here: copy them or keep them in the page history before you reload."
      takenActions={
        <>
          <Button size="sm" variant="secondary" onClick={copyMine}>
            Copy my blocks
          </Button>
          <Button size="sm" variant="secondary" loading={keeping} onClick={() => void keepAsRevision()}>
            Save as revision
          </Button>
        </>
      }
    />
  );
}
