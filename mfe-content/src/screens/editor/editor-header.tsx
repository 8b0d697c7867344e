import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, formatRelative, PresenceBar, PreviewLinksDialog, type PresentPerson } from '@atlas/shell-kit';

/**
 * The editor's bar: back to the list, when it was last saved, who else has the item open, and the actions.
 * The primary one schedules while the status is Scheduled, otherwise publishes (Update once the item is
 * published). An item the user may not change has no save actions; a new one the role may not save has
 * them disabled, saying why. A saved post the user may change can be shared as draft-preview links.
 */
export function EditorHeader({
  id,
  isPost,
  people,
  mayChange,
  saveRefusal,
  saving,
  lastSaved,
  dirty,
  scheduling,
  published,
  onSubmit,
}: {
  id?: number;
  isPost: boolean;
  /** Everyone with the item open (this tab included; the bar leaves it out). */
  people: readonly PresentPerson[];
  mayChange: boolean;
  saveRefusal: string | null;
  saving: boolean;
  lastSaved: string | null;
  dirty: boolean;
  scheduling: boolean;
  published: boolean;
  onSubmit(status?: string): void;
}) {
  const navigate = useNavigate();
  const [sharingPreview, setSharingPreview] = useState(false);
  return (
    <header className="atlas-editor__header">
      <Link to="/dashboard/content" className="atlas-btn atlas-btn--ghost atlas-btn--md">
        ← Back to Content
      </Link>
      <span className="atlas-editor__saved" role="status">
        {saving ? 'Saving…' : lastSaved ? `Last saved ${formatRelative(lastSaved)}` : dirty ? 'Not saved yet' : ''}
      </span>
      <PresenceBar people={people} className="atlas-editor__presence" />
      <div className="atlas-editor__actions">
        <Button variant="secondary" disabled={!id} onClick={() => navigate(`/dashboard/content/${id}/preview`)}>
          Preview
        </Button>
        {id && isPost && mayChange && (
          <Button variant="secondary" onClick={() => setSharingPreview(true)}>
            Preview links
          </Button>
        )}
        {mayChange && (
          <>
            <Button
              variant="secondary"
              loading={saving}
              disabled={saveRefusal !== null}
              title={saveRefusal ?? undefined}
              onClick={() => onSubmit()}
            >
              Save Draft
            </Button>
            <Button
              onClick={() => onSubmit(scheduling ? 'scheduled' : 'published')}
              loading={saving}
              disabled={saveRefusal !== null}
              title={saveRefusal ?? undefined}
            >
              {scheduling ? 'Schedule' : published ? 'Update' : 'Publish'}
            </Button>
          </>
        )}
      </div>
      {id && sharingPreview && (
        <PreviewLinksDialog path={`/content/${id}/previews/`} subject="post" dirty={dirty} open onClose={() => setSharingPreview(false)} />
      )}
    </header>
  );
}
