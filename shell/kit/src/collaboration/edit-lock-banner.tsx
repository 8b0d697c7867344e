import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import type { EditLockState } from './edit-lock';

export interface EditLockBannerProps {
  /** What is edited, in the product's words: 'page', 'post', 'menu'. */
  thing: string;
  lock: EditLockState;
  /** The person may only read it: why, instead of a lock. */
  viewerOnly?: string | null;
  /** After someone took it from this tab: what the user may do with their unsaved work (Reload is always offered). */
  takenText?: ReactNode;
  takenActions?: ReactNode;
}

/**
 * Why an editor is read-only (the builder, the content editor, the menu builder): someone else holds the
 * thing (Take over), this person does in another tab still open (Edit here), someone took it from this
 * tab (their unsaved work stays), or the person may only read it.
 */
export function EditLockBanner({ thing, lock, viewerOnly, takenText, takenActions }: EditLockBannerProps) {
  const holder = lock.lock?.user.username ?? 'Someone';
  if (viewerOnly)
    return (
      <div className="atlas-lock-banner" role="status">
        <p>{viewerOnly}</p>
      </div>
    );
  if (lock.status !== 'theirs' && lock.status !== 'taken') return null;

  if (lock.status === 'taken')
    return (
      <div className="atlas-lock-banner atlas-lock-banner--taken" role="alert">
        <p>
          <strong>
            {holder} took over this {thing}.
          </strong>{' '}
          {takenText ?? 'Your unsaved changes are still here: copy them before you reload.'}
        </p>
        <div className="atlas-lock-banner__actions">
          {takenActions}
          <Button size="sm" variant="ghost" onClick={() => window.location.reload()}>
            Reload {thing}
          </Button>
        </div>
      </div>
    );

  const takeOver = (label: string) => (
    <div className="atlas-lock-banner__actions">
      {lock.error && (
        <span className="atlas-error-text" role="alert">
          {lock.error}
        </span>
      )}
      <Button size="sm" variant="primary" loading={lock.takingOver} onClick={() => void lock.takeOver()}>
        {label}
      </Button>
    </div>
  );

  if (lock.inAnotherTab)
    return (
      <div className="atlas-lock-banner" role="status">
        <p>
          <strong>You are editing this {thing} in another tab</strong>
        </p>
        {takeOver('Edit here')}
      </div>
    );

  return (
    <div className="atlas-lock-banner" role="status">
      <p>
        <strong>{holder} is editing</strong> this {thing}. You can look, but not change it until they leave or you take over.
      </p>
      {takeOver('Take over')}
    </div>
  );
}
