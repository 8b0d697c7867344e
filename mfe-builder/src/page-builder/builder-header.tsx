import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button, PresenceBar, PreviewLinksDialog, type PresentPerson } from '@atlas/shell-kit';
import { useEditorSelector, useEditorStore } from '../editor/store';
import { BREAKPOINTS, type Breakpoint } from '../editor/types';
import type { PageSaving } from './use-page-saving';
import { PageSwitcher } from './page-switcher';
import { RevisionsModal } from './revisions-modal';
import { SaveAsTemplateModal } from './save-as-template-modal';
import { MoreMenu } from './more-menu';
import { DesktopIcon, MobileIcon, RedoIcon, TabletIcon, UndoIcon } from './icons';

const BREAKPOINT_ICON: Record<Breakpoint, () => ReactElement> = { desktop: DesktopIcon, tablet: TabletIcon, mobile: MobileIcon };

/** Below the desktop width the library and the properties are drawers over a full-width canvas. */
export type BuilderDrawer = 'library' | 'properties' | null;

interface BuilderHeaderProps {
  siteId: number;
  pageId: number | null;
  breakpoint: Breakpoint;
  onBreakpoint(breakpoint: Breakpoint): void;
  onPreview(): void;
  saving: PageSaving;
  drawer: BuilderDrawer;
  onDrawer(drawer: BuilderDrawer): void;
  /** Someone else holds the page, or the person may only read it: nothing on the page changes from here. */
  readOnly?: boolean;
  /** Who has the page open (this tab included). */
  people?: readonly PresentPerson[];
}

/**
 * The builder's toolbar in three groups (the page; the canvas tools and More; the status and actions):
 * one row on a desktop, the tools on a second row below 1200 px, each group on its own row on a phone.
 */
export function BuilderHeader({
  siteId,
  pageId,
  breakpoint,
  onBreakpoint,
  onPreview,
  saving,
  drawer,
  onDrawer,
  readOnly = false,
  people = [],
}: BuilderHeaderProps) {
  const store = useEditorStore();
  const title = useEditorSelector((snapshot) => snapshot.state.title);
  const dirty = useEditorSelector((snapshot) => snapshot.state.dirty);
  const savedAt = useEditorSelector((snapshot) => snapshot.state.savedAt);
  const canUndo = useEditorSelector((snapshot) => snapshot.state.history.past.length > 0);
  const canRedo = useEditorSelector((snapshot) => snapshot.state.history.future.length > 0);
  const hasSelection = useEditorSelector((snapshot) => snapshot.state.selectedIds.length > 0);
  const busy = saving.saving || saving.publishing;
  const [showingHistory, setShowingHistory] = useState(false);
  const [sharingPreview, setSharingPreview] = useState(false);
  const [savingAsTemplate, setSavingAsTemplate] = useState(false);
  const toggle = (which: Exclude<BuilderDrawer, null>) => onDrawer(drawer === which ? null : which);

  return (
    <header className="atlas-builder-header">
      <div className="atlas-builder-header__page">
        <Link to="/dashboard/sites" className="atlas-builder-header__back" aria-label="Back to sites">
          ← <span className="atlas-builder-header__back-label">Sites</span>
        </Link>
        <PageSwitcher siteId={siteId} pageId={pageId} />
        <input
          className="atlas-builder-header__title"
          aria-label="Page title"
          readOnly={readOnly}
          value={title}
          onChange={(event) => store.dispatch({ type: 'rename', title: event.target.value })}
        />
      </div>
      <div className="atlas-builder-header__tools">
        <div className="atlas-builder-header__drawers">
          <button
            type="button"
            className={`atlas-btn atlas-btn--secondary atlas-btn--sm${drawer === 'library' ? ' is-active' : ''}`}
            aria-expanded={drawer === 'library'}
            aria-controls="atlas-builder-library"
            onClick={() => toggle('library')}
          >
            + Blocks
          </button>
          <button
            type="button"
            className={`atlas-btn atlas-btn--secondary atlas-btn--sm${drawer === 'properties' ? ' is-active' : ''}${hasSelection ? ' has-selection' : ''}`}
            aria-expanded={drawer === 'properties'}
            aria-controls="atlas-builder-properties"
            onClick={() => toggle('properties')}
          >
            Properties
          </button>
        </div>
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
            disabled={!canUndo || readOnly}
            onClick={() => store.dispatch({ type: 'undo' })}
          >
            <UndoIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Redo"
            title="Redo (Ctrl+Shift+Z)"
            disabled={!canRedo || readOnly}
            onClick={() => store.dispatch({ type: 'redo' })}
          >
            <RedoIcon />
          </Button>
        </div>
        <MoreMenu
          items={[
            ...(pageId !== null
              ? [
                  { label: 'History', onSelect: () => setShowingHistory(true) },
                  { label: 'Preview links', onSelect: () => setSharingPreview(true) },
                ]
              : []),
            {
              label: 'Save as Template',
              disabled: pageId === null,
              title: pageId === null ? 'Save the page first' : undefined,
              onSelect: () => setSavingAsTemplate(true),
            },
            { label: 'Clear All', disabled: readOnly, onSelect: () => store.dispatch({ type: 'clearAll' }) },
          ]}
        />
      </div>
      <div className="atlas-builder-header__actions">
        <PresenceBar people={people} className="atlas-builder-header__presence" />
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
        <Button variant="secondary" size="sm" onClick={onPreview}>
          Preview
        </Button>
        <Button variant="secondary" size="sm" disabled={!dirty || busy || readOnly} onClick={() => void saving.save()}>
          {saving.saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="primary" size="sm" disabled={busy || readOnly} onClick={() => void saving.publish()}>
          {saving.publishing ? 'Publishing...' : 'Publish'}
        </Button>
      </div>
      {pageId !== null && showingHistory && <RevisionsModal pageId={pageId} open onClose={() => setShowingHistory(false)} />}
      {pageId !== null && sharingPreview && (
        <PreviewLinksDialog
          path={`/builder/pages/${pageId}/previews/`}
          subject="page"
          dirty={dirty}
          open
          onClose={() => setSharingPreview(false)}
        />
      )}
      {pageId !== null && savingAsTemplate && (
        <SaveAsTemplateModal pageId={pageId} open onClose={() => setSavingAsTemplate(false)} save={saving.save} />
      )}
    </header>
  );
}
