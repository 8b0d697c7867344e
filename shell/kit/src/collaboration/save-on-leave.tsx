import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface SaveOnLeaveOptions {
  /** Whether there is unsaved work now: read at the moment of leaving, not at the last render. */
  isDirty(): boolean;
  /** Saves it before leaving within the app; false when it was not saved (refused, failed, or nothing to save into). */
  save(): Promise<boolean>;
  /**
   * The tab closes (or reloads, or leaves the app): sends the save as a `keepalive` request that outlives
   * the page, and answers whether it was sent. False (too large, or several requests) makes the browser ask.
   */
  saveOnClose(): boolean;
}

export type LeavingState = 'saving' | 'asking' | null;

export const LEAVE_UNSAVED_TITLE = 'Unsaved changes';
export const LEAVE_UNSAVED_MESSAGE = 'Your changes could not be saved. Leave anyway and lose them?';

// Leaving the screen: another path or another tab of it (?tab=); a hash or the same address is staying.
const leavesScreen: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * An editor's unsaved work is not lost by leaving it. Leaving within the app waits for `save` and then
 * goes on; if the save fails, `leaving` is 'asking' until the user chooses to `leave` or `stay`. Closing
 * the tab sends `saveOnClose`, or has the browser ask when it cannot. Needs the data router the shell
 * gives every screen (useBlocker).
 */
export function useSaveOnLeave(options: SaveOnLeaveOptions) {
  const latest = useRef(options);
  latest.current = options;
  const blocker = useBlocker(useCallback<BlockerFunction>((args) => leavesScreen(args) && latest.current.isDirty(), []));
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const [leaving, setLeaving] = useState<LeavingState>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    setLeaving('saving');
    latest.current
      .save()
      .catch(() => false)
      .then((saved) => {
        if (!current) return;
        if (saved) {
          setLeaving(null);
          blockerRef.current.proceed?.();
        } else {
          setLeaving('asking');
        }
      });
    return () => {
      current = false;
    };
  }, [blocker.state]);

  useEffect(() => {
    // A save sent as the tab closes is not sent again by pagehide; a page that stays open forgets it.
    let sentOnClose = false;
    let forget: ReturnType<typeof setTimeout> | undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.isDirty()) return;
      sentOnClose = latest.current.saveOnClose();
      if (sentOnClose) {
        clearTimeout(forget);
        forget = setTimeout(() => (sentOnClose = false), 1000);
        return;
      }
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Phones often close a tab without beforeunload; pagehide still fires.
    const onPageHide = () => {
      if (!sentOnClose && latest.current.isDirty()) latest.current.saveOnClose();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearTimeout(forget);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  const leave = useCallback(() => {
    setLeaving(null);
    blockerRef.current.proceed?.();
  }, []);
  const stay = useCallback(() => {
    setLeaving(null);
    blockerRef.current.reset?.();
  }, []);
  return { leaving, leave, stay };
}

/** useSaveOnLeave with its question: an editor renders this once, beside its other dialogs. */
export function SaveOnLeave(props: SaveOnLeaveOptions) {
  const { leaving, leave, stay } = useSaveOnLeave(props);
  return (
    <ConfirmDialog
      open={leaving === 'asking'}
      title={LEAVE_UNSAVED_TITLE}
      message={LEAVE_UNSAVED_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onConfirm={leave}
      onCancel={stay}
    />
  );
}
