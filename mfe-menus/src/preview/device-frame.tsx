import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { siteMenuCss } from '@atlas/blocks';
import { DEVICES, type DeviceId } from './devices';

const PAGE_CSS = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#111827;background:#fff}
.preview-page__header{display:flex;align-items:center;gap:24px;padding:12px 24px;border-bottom:1px solid #e5e7eb;position:relative}
.preview-page__brand{font-weight:800;font-size:18px;white-space:nowrap}
.preview-page__menu{flex:1;min-width:0}
.preview-page__body{padding:32px 24px;display:grid;gap:12px}
.preview-page__line{height:12px;border-radius:6px;background:#f1f3f8}
`;

/** The scale that fits a device of `width` into the space its frame has. */
function useFitScale(width: number) {
  const box = useRef<HTMLElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, entry.contentRect.width / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { box, scale };
}

/**
 * A device-sized document with the public menu's CSS, so its media queries answer to the device's
 * width and not the dashboard's; the frame is scaled down to fit when the device is wider than the screen.
 */
export function DeviceFrame({
  device,
  siteName,
  openItem,
  children,
}: {
  device: DeviceId;
  siteName: string;
  /** A top entry whose mega panel stays open (the mega editor shows the panel it edits). */
  openItem?: number;
  children: ReactNode;
}) {
  const spec = DEVICES.find((entry) => entry.id === device) ?? DEVICES[0];
  const { box, scale } = useFitScale(spec.width);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!frame) return undefined;
    const attach = () => {
      const doc = frame.contentDocument;
      if (!doc?.body) return;
      if (!doc.getElementById('menus-preview-css')) {
        const style = doc.createElement('style');
        style.id = 'menus-preview-css';
        style.textContent = `${PAGE_CSS}${siteMenuCss}`;
        doc.head.appendChild(style);
      }
      setBody(doc.body);
    };
    if (frame.contentDocument?.readyState === 'complete') attach();
    frame.addEventListener('load', attach);
    return () => frame.removeEventListener('load', attach);
  }, [frame]);

  const openCss = openItem ? `[data-atlas-panel="${Math.trunc(openItem)}"] > .atlas-site-menu__mega{display:block}` : '';

  return (
    <figure ref={box} className="menus-device">
      <figcaption className="menus-device__caption">
        {spec.label} <span className="menus-muted">{`${spec.width} × ${spec.height}`}</span>
      </figcaption>
      <div className="menus-device__box" style={{ width: spec.width * scale, height: spec.height * scale }}>
        <iframe
          ref={setFrame}
          className="menus-device__frame"
          title={`${spec.label} preview`}
          width={spec.width}
          height={spec.height}
          style={{ transform: `scale(${scale})` }}
          srcDoc="<!doctype html><html><head><meta charset='utf-8'><meta name='viewport' content='width=device-width'></head><body></body></html>"
        />
        {body &&
          createPortal(
            <div className="preview-page">
              {openCss && <style>{openCss}</style>}
              <header className="preview-page__header">
                <span className="preview-page__brand">{siteName}</span>
                <div className="preview-page__menu">{children}</div>
              </header>
              <main className="preview-page__body" aria-hidden="true">
                {[90, 70, 80, 50, 65].map((width, index) => (
                  <div key={index} className="preview-page__line" style={{ width: `${width}%` }} />
                ))}
              </main>
            </div>,
            body,
          )}
      </div>
    </figure>
  );
}
