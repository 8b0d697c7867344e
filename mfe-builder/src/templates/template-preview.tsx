import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageBlocks } from '@atlas/blocks';
import { errorText } from '@atlas/shell-kit';
import { useTemplate } from '../api/templates';
import type { Breakpoint } from '../editor/types';
import { CANVAS_WIDTH } from '../page-builder/breakpoint';
import { PreviewFrame, ViewportSwitch } from '../preview/preview-frame';
import '../styles/common.css';
import '../preview/preview.css';

/** /templates/:id/preview: the template's page as a visitor would see it, read-only, with Use Template. */
export default function TemplatePreview() {
  const id = Number(useParams().id);
  const template = useTemplate(id);
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('desktop');

  return (
    <div className="atlas-preview">
      <header className="atlas-preview__bar">
        <strong>{template.data ? `Template Preview: ${template.data.name}` : 'Template Preview'}</strong>
        <ViewportSwitch value={breakpoint} onChange={setBreakpoint} />
        <div className="atlas-preview__actions">
          <Link className="atlas-btn atlas-btn--secondary atlas-btn--sm" to="/dashboard/templates">
            Back to Templates
          </Link>
          {template.data && (
            <Link className="atlas-btn atlas-btn--primary atlas-btn--sm" to={`/dashboard/sites/new?template=${template.data.id}`}>
              Use Template
            </Link>
          )}
        </div>
      </header>
      <div className="atlas-preview__stage">
        {template.isError || !Number.isInteger(id) ? (
          <p className="atlas-preview__state" role="alert">
            {errorText(template.error, 'Template not found')}
          </p>
        ) : !template.data ? (
          <p className="atlas-muted">Loading preview...</p>
        ) : (
          <PreviewFrame width={CANVAS_WIDTH[breakpoint]} title="Template preview">
            {template.data.blocks.length === 0 ? (
              <p style={{ padding: 40, textAlign: 'center', color: '#6b7280' }}>This template has no blocks.</p>
            ) : (
              <PageBlocks blocks={template.data.blocks} mode="public" />
            )}
          </PreviewFrame>
        )}
      </div>
    </div>
  );
}
