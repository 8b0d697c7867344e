import type { BlockDefinition } from '../types';
import { str } from '../shared/content';

/**
 * Raw HTML. On the canvas it runs in a sandboxed, script-less iframe so it can never act in the
 * dashboard's origin; the published page outputs it as written (the author's own site).
 */
export const htmlBlock: BlockDefinition = {
  type: 'html',
  label: 'Custom HTML',
  category: 'advanced',
  icon: '</>',
  description: 'Your own HTML, embedded as written on the published page.',
  defaults: () => ({ html: '<div style="padding:16px;border:1px dashed #9ca3af;text-align:center">Custom HTML</div>' }),
  fields: [{ name: 'html', label: 'HTML', kind: 'textarea' }],
  render: ({ content, mode }) =>
    mode === 'canvas' ? (
      <iframe className="atlas-html-frame" sandbox="" srcDoc={str(content.html)} title="Custom HTML preview" />
    ) : (
      <div className="atlas-html" dangerouslySetInnerHTML={{ __html: str(content.html) }} />
    ),
};
