import { defineBlock } from '../define-block';

export type HtmlContent = { html: string };

export const htmlSchema = defineBlock<HtmlContent>()({
  type: 'html',
  label: 'Custom HTML',
  category: 'advanced',
  icon: '</>',
  description: 'Your own HTML, embedded as written on the published page.',
  defaults: () => ({ html: '<div style="padding:16px;border:1px dashed #9ca3af;text-align:center">Custom HTML</div>' }),
  fields: [{ name: 'html', label: 'HTML', kind: 'textarea' }],
});
