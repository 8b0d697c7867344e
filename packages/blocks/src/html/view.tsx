import type { BlockRender } from '../types';
import { str } from '../shared/content';
import type { HtmlContent } from './schema';

/**
 * Raw HTML. On the canvas it runs in a sandboxed, script-less iframe so it can never act in the
 * dashboard's origin; the published page outputs it as written (the author's own site).
 */
export const htmlView: BlockRender<HtmlContent> = ({ content, mode }) =>
  mode === 'canvas' ? (
    <iframe className="atlas-html-frame" sandbox="" srcDoc={str(content.html)} title="Custom HTML preview" />
  ) : (
    <div className="atlas-html" dangerouslySetInnerHTML={{ __html: str(content.html) }} />
  );
