import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { publicBlockCss } from '@atlas/blocks';
import { BREAKPOINTS, type Breakpoint } from '../editor/types';

export const ISLAND_SCRIPT_URL = '/_atlas/island.js';

/**
 * Renders its children inside an iframe of the given width, so the public CSS's media queries
 * (visibility and style per breakpoint) answer to the previewed width, not the browser window's.
 */
export function PreviewFrame({
  width,
  title,
  children,
  interactive = true,
}: {
  width: string;
  title: string;
  children: ReactNode;
  interactive?: boolean;
}) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!frame) return undefined;
    const attach = () => {
      const doc = frame.contentDocument;
      if (!doc) return;
      if (!doc.getElementById('atlas-preview-css')) {
        const style = doc.createElement('style');
        style.id = 'atlas-preview-css';
        style.textContent = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#111827}${publicBlockCss}`;
        doc.head.appendChild(style);
      }
      setBody(doc.body);
    };
    if (frame.contentDocument?.readyState === 'complete') attach();
    frame.addEventListener('load', attach);
    return () => frame.removeEventListener('load', attach);
  }, [frame]);

  // The island script wires accordions, tabs and forms by delegated listeners on the document, so it
  // is added once per preview document (adding it again would double every listener). It comes as a
  // same-origin file served by the gateway: the preview document lives in the dashboard's origin,
  // whose CSP forbids inline scripts.
  useEffect(() => {
    if (!body || !interactive) return;
    const doc = body.ownerDocument;
    if (doc.getElementById('atlas-island')) return;
    const script = doc.createElement('script');
    script.id = 'atlas-island';
    script.src = ISLAND_SCRIPT_URL;
    doc.body.appendChild(script);
  }, [body, interactive]);

  return (
    <iframe
      ref={setFrame}
      className="atlas-preview-frame"
      title={title}
      style={{ width }}
      srcDoc="<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>"
    >
      {body && createPortal(children, body)}
    </iframe>
  );
}

/** The Desktop / Tablet / Mobile switch above a preview. */
export function ViewportSwitch({ value, onChange }: { value: Breakpoint; onChange(breakpoint: Breakpoint): void }) {
  return (
    <div className="atlas-segmented" role="group" aria-label="Viewport">
      {BREAKPOINTS.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={value === name}
          className={value === name ? 'is-active' : ''}
          onClick={() => onChange(name)}
        >
          {name[0].toUpperCase() + name.slice(1)}
        </button>
      ))}
    </div>
  );
}
