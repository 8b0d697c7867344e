import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EditConflictDialog,
  SaveOnLeave,
  SiteAccessLost,
  errorText,
  usePresence,
  useEditLock,
  useSiteAccessLost,
  useSiteRole,
} from '@atlas/shell-kit';
import { roleAllows } from '@atlas/sites/contract';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { BlockDefinitionsContext, blockCss, blockRegistry } from '@atlas/blocks';
import { usePage, useSitePages } from '../api/pages';
import type { Page } from '../api/types';
import { EditorStoreContext, createEditorStore, type EditorStore } from '../editor/store';
import { initialEditorState, type Breakpoint } from '../editor/types';
import { useHistoryHotkeys } from '../editor/use-history-hotkeys';
import { useCopyPasteHotkeys } from '../editor/use-copy-paste-hotkeys';
import { BlockLibrary } from './block-library';
import { UninstalledTypeContext, useBuilderBlockTypes } from './builder-block-types';
import { BuilderHeader, type BuilderDrawer } from './builder-header';
import { Canvas } from './canvas';
import { useCanvasTheme } from './canvas-theme';
import { PropertiesPanel } from './properties/properties-panel';
import { PagePicker } from './page-picker';
import { BreakpointContext, CANVAS_WIDTH } from './breakpoint';
import { BuilderSiteContext } from './builder-site';
import { CANVAS_DROP_ID, isColumnDropId, libraryTypeOf } from './drag-ids';
import { dropResult } from './drop-result';
import { NearTrackerContext, createNearTracker } from './near-viewport';
import { storePreviewBlocks } from './preview-storage';
import { usePageSaving } from './use-page-saving';
import { PublishBar } from './publish-bar';
import { useAutosave } from './use-autosave';
import { LockBanner } from './lock-banner';
import '../styles/common.css';
import './builder.css';

/**
 * With a pointer: a library block over a column goes into the column; else over a block the block
 * wins (a library block goes after it), else the canvas.
 * With the keyboard: the block nearest to where the arrows moved the dragged one, and the block
 * itself until the first arrow press (so Space, Space drops it where it was).
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    const columnHit = libraryTypeOf(args.active.id) !== null ? hits.find((hit) => isColumnDropId(hit.id)) : undefined;
    if (columnHit) return [columnHit];
    const others = hits.filter((hit) => !isColumnDropId(hit.id));
    const blockHit = others.find((hit) => hit.id !== CANVAS_DROP_ID);
    return blockHit ? [blockHit] : others;
  }
  const own = args.droppableRects.get(args.active.id);
  if (own && Math.abs(own.top - args.collisionRect.top) < 1 && Math.abs(own.left - args.collisionRect.left) < 1) {
    return [{ id: args.active.id }];
  }
  const blocks = args.droppableContainers.filter(
    (container) => container.id !== CANVAS_DROP_ID && container.id !== args.active.id && !isColumnDropId(container.id),
  );
  return blocks.length > 0 ? closestCenter({ ...args, droppableContainers: blocks }) : closestCenter(args);
};

// Space picks a block up and drops it; Enter is left to selecting (canvas) and appending (library).
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

function Editor({ store, siteId, pageId }: { store: EditorStore; siteId: number; pageId: number | null }) {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('desktop');
  const [draggingType, setDraggingType] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<BuilderDrawer>(null);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const nearTracker = useMemo(() => (stage ? createNearTracker(stage) : null), [stage]);
  const blockTypes = useBuilderBlockTypes(siteId);
  const { create: createBlock, definitions, isUninstalled } = blockTypes;
  const canvasTheme = useCanvasTheme(siteId);
  const saving = usePageSaving(store, siteId, pageId);
  // Who else has the page open, and who holds its lock: the first editor edits, the others look (or take over).
  const role = useSiteRole(siteId);
  const presence = usePresence({ kind: 'page', id: pageId });
  const lock = useEditLock('page', pageId, presence.lock);
  // The server decides (a lock refused: read only); the role, once known, says so before it answers.
  const viewerOnly = lock.status === 'forbidden' || (role != null && !roleAllows(role, 'editor'));
  const readOnly = viewerOnly || (pageId !== null && lock.status !== 'mine');
  // While someone else's save is unresolved, autosave waits: it would only be refused again. Read-only: nothing to save.
  useAutosave(store, pageId !== null && saving.conflict === null && !readOnly, saving.save);
  useHistoryHotkeys(readOnly);
  useCopyPasteHotkeys(readOnly);
  // A save refused because the user was removed from the site says so, not 'Failed to save page'.
  const accessLost = useSiteAccessLost(siteId, saving.failure);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );

  const onDragStart = useCallback((event: DragStartEvent) => setDraggingType(libraryTypeOf(event.active.id)), []);
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setDraggingType(null);
      const action = dropResult(
        event.active.id,
        event.over?.id ?? null,
        store.getSnapshot().ids,
        createBlock,
        event.over?.data.current?.column ?? null,
      );
      if (action) store.dispatch(action);
    },
    [store, createBlock],
  );

  const openPreview = () => {
    storePreviewBlocks(siteId, pageId ?? 'new', store.getSnapshot().state.blocks);
    window.open(`/preview/site/${siteId}/page/${pageId ?? 'new'}`, '_blank', 'noopener');
  };

  // An opened drawer takes the focus (its search field or first control); Escape closes it.
  useEffect(() => {
    if (!drawer) return undefined;
    const panel = document.getElementById(`atlas-builder-${drawer}`);
    panel?.querySelector<HTMLElement>('input, select, button, [tabindex]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setDrawer(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawer]);

  // Leaving with unsaved work saves it first (the 3 s autosave may not have run): a new page or a refused save asks.
  const saveBeforeLeaving = async () => pageId !== null && saving.conflict === null && (await saving.save()) !== null;

  if (accessLost) return <NoAccess />;

  return (
    <BuilderSiteContext.Provider value={siteId}>
      <BreakpointContext.Provider value={breakpoint}>
        <BlockDefinitionsContext.Provider value={definitions}>
          <UninstalledTypeContext.Provider value={isUninstalled}>
            <div className="atlas-builder">
              <style>{blockCss}</style>
              <BuilderHeader
                siteId={siteId}
                pageId={pageId}
                breakpoint={breakpoint}
                onBreakpoint={setBreakpoint}
                onPreview={openPreview}
                saving={saving}
                drawer={drawer}
                onDrawer={setDrawer}
                readOnly={readOnly}
                people={presence.people}
              />
              <LockBanner pageId={pageId} lock={lock} viewerOnly={viewerOnly} />
              <PublishBar siteId={siteId} pageId={pageId} saving={saving} />
              <SaveOnLeave isDirty={() => store.getSnapshot().state.dirty} save={saveBeforeLeaving} saveOnClose={saving.saveOnClose} />
              <EditConflictDialog
                open={saving.conflictOpen}
                thing="page"
                changedAt={saving.conflict?.updated_at}
                onReload={saving.reloadTheirs}
                onKeepMine={() => void saving.keepMine()}
                onClose={saving.dismissConflict}
              />
              <DndContext
                sensors={sensors}
                collisionDetection={collisionDetection}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
                onDragCancel={() => setDraggingType(null)}
              >
                <div
                  className={`atlas-builder__body${drawer ? ` has-drawer-${drawer}` : ''}${readOnly ? ' is-read-only' : ''}`}
                  aria-readonly={readOnly || undefined}
                >
                  {/* Below the desktop width the side panels are drawers; a tap beside one closes it. */}
                  <div className="atlas-builder__backdrop" aria-hidden="true" onClick={closeDrawer} />
                  <div id="atlas-builder-library" className="atlas-builder__drawer atlas-builder__drawer--library" inert={readOnly}>
                    <BlockLibrary siteId={siteId} onAdd={closeDrawer} />
                  </div>
                  <main ref={setStage} className="atlas-builder__stage" aria-label="Canvas">
                    <NearTrackerContext.Provider value={nearTracker}>
                      <div
                        className={`atlas-canvas-frame atlas-canvas-frame--${breakpoint}`}
                        style={{ width: CANVAS_WIDTH[breakpoint] }}
                        inert={readOnly}
                      >
                        {stage && <Canvas theme={canvasTheme} />}
                      </div>
                    </NearTrackerContext.Provider>
                  </main>
                  <div id="atlas-builder-properties" className="atlas-builder__drawer atlas-builder__drawer--properties" inert={readOnly}>
                    <PropertiesPanel />
                  </div>
                </div>
                {/* Only library drags use an overlay: a canvas block is moved itself (dnd-kit transforms it). */}
                {draggingType && (
                  <DragOverlay dropAnimation={null}>
                    <div className="atlas-drag-chip">
                      {(blockRegistry[draggingType] ?? definitions[draggingType])?.label ?? draggingType}
                    </div>
                  </DragOverlay>
                )}
              </DndContext>
            </div>
          </UninstalledTypeContext.Provider>
        </BlockDefinitionsContext.Provider>
      </BreakpointContext.Provider>
    </BuilderSiteContext.Provider>
  );
}

function LoadedEditor({ page, siteId, pageId }: { page: Page | null; siteId: number; pageId: number | null }) {
  const [store] = useState(() => {
    const initial = page
      ? {
          ...initialEditorState(page.title, Array.isArray(page.blocks) ? page.blocks : []),
          savedAt: page.updated_at ?? null,
          version: page.version ?? null,
        }
      : initialEditorState('Untitled Page');
    return createEditorStore(initial);
  });
  return (
    <EditorStoreContext.Provider value={store}>
      <Editor store={store} siteId={siteId} pageId={pageId} />
    </EditorStoreContext.Provider>
  );
}

function LoadFailure({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="atlas-builder-state" role="alert">
      <h1>Failed to Load Page</h1>
      <p>{message}</p>
      <Button onClick={() => navigate('/dashboard/sites')}>Back to Sites</Button>
    </div>
  );
}

function NoAccess() {
  return (
    <div className="atlas-builder-state">
      <SiteAccessLost />
    </div>
  );
}

function Loading() {
  return (
    <div className="atlas-builder-state" role="status">
      Loading page editor...
    </div>
  );
}

/**
 * /builder/site/:siteId opens the site where its owner left it: its home page (else its first page);
 * a site without pages opens on a new page. A new page beside existing ones is asked for by name
 * (/builder/site/:siteId/page/new, "+ New page").
 */
function SiteHome({ siteId }: { siteId: number }) {
  const pages = useSitePages(siteId);
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <LoadFailure message={errorText(pages.error, 'Failed to load page')} />;
  const home = pages.data.find((page) => page.is_home_page) ?? pages.data[0];
  if (home) return <Navigate replace to={`/builder/site/${siteId}/page/${home.id}`} />;
  return <LoadedEditor key="new" page={null} siteId={siteId} pageId={null} />;
}

/**
 * /builder/site/:siteId[/page/:pageId|new] and /visual-builder[/:pageId]: a page names its own site,
 * and /visual-builder without one asks for a site and a page.
 */
export default function PageBuilder() {
  const params = useParams();
  const { pathname } = useLocation();
  const asksForNewPage = params.pageId === 'new' || /\/new\/?$/.test(pathname);
  const pageId = params.pageId && params.pageId !== 'new' ? Number(params.pageId) : null;
  const query = usePage(pageId);
  const accessLost = useSiteAccessLost(params.siteId ? Number(params.siteId) : undefined, query.error);
  if (pageId !== null && !Number.isInteger(pageId)) return <LoadFailure message="Failed to load page" />;
  if (!params.siteId && pageId === null) return <PagePicker />;
  if (pageId === null && !asksForNewPage) return <SiteHome siteId={Number(params.siteId)} />;
  if (pageId !== null && query.isPending) return <Loading />;
  if (pageId !== null && query.isError && accessLost) return <NoAccess />;
  if (pageId !== null && query.isError) return <LoadFailure message={errorText(query.error, 'Failed to load page')} />;
  const page = pageId !== null ? (query.data ?? null) : null;
  const siteId = Number(params.siteId ?? page?.site);
  return <LoadedEditor key={pageId ?? 'new'} page={page} siteId={siteId} pageId={pageId} />;
}
