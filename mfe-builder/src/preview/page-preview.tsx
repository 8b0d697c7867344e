import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageBlocks } from '@atlas/blocks';
import { usePage } from '../api/pages';
import type { Breakpoint } from '../editor/types';
import { CANVAS_WIDTH } from '../page-builder/breakpoint';
import { readPreviewBlocks } from '../page-builder/preview-storage';
import { PreviewFrame, ViewportSwitch } from './preview-frame';
import '../styles/common.css';
import './preview.css';

/** /preview/site/:siteId/page/:pageId|new — the builder's unsaved blocks (from localStorage), as visitors would see them. */
export default function PagePreview() {
  const params = useParams();
  const siteId = params.siteId ?? '';
  // The shell's route names the last segment :slug; it is the page id or 'new'.
  const pageId = params.pageId ?? params.slug ?? 'new';
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('desktop');
  const [stored] = useState(() => readPreviewBlocks(siteId, pageId));
  const numericId = /^\d+$/.test(pageId) ? Number(pageId) : null;
  const saved = usePage(stored ? null : numericId);
  const blocks = stored ?? saved.data?.blocks ?? null;

  return (
    <div className="atlas-preview">
      <header className="atlas-preview__bar">
        <strong>Preview</strong>
        <ViewportSwitch value={breakpoint} onChange={setBreakpoint} />
        <button type="button" className="atlas-btn atlas-btn--secondary atlas-btn--sm" onClick={() => window.close()}>
          Close
        </button>
      </header>
      <div className="atlas-preview__stage">
        {blocks === null ? (
          <p className="atlas-muted">
            {saved.isPending && numericId !== null ? 'Loading preview...' : 'Nothing to preview. Open the preview from the page builder.'}
          </p>
        ) : (
          <PreviewFrame width={CANVAS_WIDTH[breakpoint]} title="Page preview">
            {blocks.length === 0 ? (
              <p style={{ padding: 40, textAlign: 'center', color: '#6b7280' }}>This page has no blocks yet.</p>
            ) : (
              <PageBlocks blocks={blocks} mode="public" />
            )}
          </PreviewFrame>
        )}
      </div>
    </div>
  );
}
