import { useState } from 'react';
import { Button, api, useToast } from '@atlas/shell-kit';
import { useQueryClient } from '@tanstack/react-query';
import { copyBlocks } from '../editor/block-clipboard';
import { useEditorStore } from '../editor/store';
import { pageKeys } from '../api/keys';
import type { PageLockState } from './use-page-lock';

/**
 * Why the canvas is read-only, under the builder's header: someone else holds the page (Take over),
 * this person does in another tab still open (Edit here),
 * someone took it from this tab (their unsaved work stays: copy it, keep it as a revision, or load
 * the page as it now is), or the person may only read the page.
 */
export function LockBanner({ pageId, lock, viewerOnly }: { pageId: number | null; lock: PageLockState; viewerOnly: boolean }) {
  const store = useEditorStore();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [keeping, setKeeping] = useState(false);
  const holder = lock.lock?.user.username ?? 'Someone';

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

  if (lock.status === 'taken')
    return (
      <div className="atlas-lock-banner atlas-lock-banner--taken" role="alert">
        <p>
          <strong>{holder} took over this page.</strong> Your unsaved changes are still here: copy them or keep them in the page history
          before you reload.
        </p>
        <div className="atlas-lock-banner__actions">
          <Button size="sm" variant="secondary" onClick={copyMine}>
            Copy my blocks
          </Button>
          <Button size="sm" variant="secondary" loading={keeping} onClick={() => void keepAsRevision()}>
            Save as revision
          </Button>
          <Button size="sm" variant="ghost" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </div>
      </div>
    );

  if (lock.inAnotherTab)
    return (
      <div className="atlas-lock-banner" role="status">
        <p>
          <strong>You are editing this page in another tab</strong>
        </p>
        <div className="atlas-lock-banner__actions">
          {lock.error && (
            <span className="atlas-error-text" role="alert">
              {lock.error}
            </span>
          )}
          <Button size="sm" variant="primary" loading={lock.takingOver} onClick={() => void lock.takeOver()}>
            Edit here
          </Button>
        </div>
      </div>
    );

  return (
    <div className="atlas-lock-banner" role="status">
      <p>
        <strong>{holder} is editing</strong> this page. You can look, but not change it until they leave or you take over.
      </p>
      <div className="atlas-lock-banner__actions">
        {lock.error && (
          <span className="atlas-error-text" role="alert">
            {lock.error}
          </span>
        )}
        <Button size="sm" variant="primary" loading={lock.takingOver} onClick={() => void lock.takeOver()}>
          Take over
        </Button>
      </div>
    </div>
  );
}
