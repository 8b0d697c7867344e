import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@atlas/shell-kit';
import { useEditorSelector, useEditorStore } from '../editor/store';
import { BREAKPOINTS, type Breakpoint } from '../editor/types';
import type { PageSaving } from './use-page-saving';
import { PageSwitcher } from './page-switcher';
import { RevisionsModal } from './revisions-modal';
import { SaveAsTemplateModal } from './save-as-template-modal';
import { DesktopIcon, MobileIcon, RedoIcon, TabletIcon, UndoIcon } from './icons';

const BREAKPOINT_ICON: Record<Breakpoint, () => ReactElement> = { desktop: DesktopIcon, tablet: TabletIcon, mobile: MobileIcon };

interface BuilderHeaderProps {
  siteId: number;
  pageId: number | null;
  breakpoint: Breakpoint;
  onBreakpoint(breakpoint: Breakpoint): void;
  onPreview(): void;
  saving: PageSaving;
}

export function BuilderHeader({ siteId, pageId, breakpoint, onBreakpoint, onPreview, saving }: BuilderHeaderProps) {
  const store = useEditorStore();
  const title = useEditorSelector((snapshot) => snapshot.state.title);
  const dirty = useEditorSelector((snapshot) => snapshot.state.dirty);
  const savedAt = useEditorSelector((snapshot) => snapshot.state.savedAt);
  const canUndo = useEditorSelector((snapshot) => snapshot.state.history.past.length > 0);
  const canRedo = useEditorSelector((snapshot) => snapshot.state.history.future.length > 0);
  const busy = saving.saving || saving.publishing;
  const [showingHistory, setShowingHistory] = useState(false);
  const [savingAsTemplate, setSavingAsTemplate] = useState(false);

  return (
    <header className="atlas-builder-header">
      <Link to="/dashboard/sites" className="atlas-builder-header__back" aria-label="Back to sites">
        ← Sites
      </Link>
      <PageSwitcher siteId={siteId} pageId={pageId} />
      <input
        className="atlas-builder-header__title"
        aria-label="Page title"
        value={title}
        onChange={(event) => store.dispatch({ type: 'rename', title: event.target.value })}
      />
      <div className="atlas-segmented" role="group" aria-label="Breakpoint">
        {BREAKPOINTS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={breakpoint === name}
            aria-label={name[0].toUpperCase() + name.slice(1)}
            title={name}
            className={breakpoint === name ? 'is-active' : ''}
            onClick={() => onBreakpoint(name)}
          >
            {BREAKPOINT_ICON[name]()}
          </button>
        ))}
      </div>
      <div className="atlas-builder-header__history">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={() => store.dispatch({ type: 'undo' })}
        >
          <UndoIcon />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!canRedo}
          onClick={() => store.dispatch({ type: 'redo' })}
        >
          <RedoIcon />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => store.dispatch({ type: 'clearAll' })}>
          Clear All
        </Button>
      </div>
      <span className="atlas-builder-header__status" aria-live="polite">
        {saving.error ? (
          <span className="atlas-error-text" role="alert">
            {saving.error}
          </span>
        ) : saving.saving ? (
          'Saving...'
        ) : dirty ? (
          'Unsaved changes'
        ) : savedAt ? (
          `Saved at ${new Date(savedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`
        ) : (
          ''
        )}
      </span>
      {pageId !== null && (
        <Button variant="ghost" size="sm" onClick={() => setShowingHistory(true)}>
          History
        </Button>
      )}
      {pageId !== null && showingHistory && <RevisionsModal pageId={pageId} open onClose={() => setShowingHistory(false)} />}
      <Button
        variant="ghost"
        size="sm"
        disabled={pageId === null}
        title={pageId === null ? 'Save the page first' : undefined}
        onClick={() => setSavingAsTemplate(true)}
      >
        Save as Template
      </Button>
      {pageId !== null && savingAsTemplate && (
        <SaveAsTemplateModal pageId={pageId} open onClose={() => setSavingAsTemplate(false)} save={saving.save} />
      )}
      <Button variant="secondary" size="sm" onClick={onPreview}>
        Preview
      </Button>
      <Button variant="secondary" size="sm" disabled={!dirty || busy} onClick={() => void saving.save()}>
        {saving.saving ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="primary" size="sm" disabled={busy} onClick={() => void saving.publish()}>
        {saving.publishing ? 'Publishing...' : 'Publish'}
      </Button>
    </header>
  );
}
