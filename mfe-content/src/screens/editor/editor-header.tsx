import { Link, useNavigate } from 'react-router-dom';
import { Button, formatRelative } from '@atlas/shell-kit';

/**
 * The editor's bar: back to the list, when it was last saved, and the actions. The primary one schedules
 * while the status is Scheduled, otherwise publishes (Update once the item is published).
 */
export function EditorHeader({
  id,
  saving,
  lastSaved,
  dirty,
  scheduling,
  published,
  onSubmit,
}: {
  id?: number;
  saving: boolean;
  lastSaved: string | null;
  dirty: boolean;
  scheduling: boolean;
  published: boolean;
  onSubmit(status?: string): void;
}) {
  const navigate = useNavigate();
  return (
    <header className="atlas-editor__header">
      <Link to="/dashboard/content" className="atlas-btn atlas-btn--ghost atlas-btn--md">
        ← Back to Content
      </Link>
      <span className="atlas-editor__saved" role="status">
        {saving ? 'Saving…' : lastSaved ? `Last saved ${formatRelative(lastSaved)}` : dirty ? 'Not saved yet' : ''}
      </span>
      <div className="atlas-editor__actions">
        <Button variant="secondary" disabled={!id} onClick={() => navigate(`/dashboard/content/${id}/preview`)}>
          Preview
        </Button>
        <Button variant="secondary" loading={saving} onClick={() => onSubmit()}>
          Save Draft
        </Button>
        <Button onClick={() => onSubmit(scheduling ? 'scheduled' : 'published')} loading={saving}>
          {scheduling ? 'Schedule' : published ? 'Update' : 'Publish'}
        </Button>
      </div>
    </header>
  );
}
