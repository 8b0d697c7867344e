import { defineBlock } from '../define-block';

export type TextContent = { text: string };

export const textSchema = defineBlock<TextContent>()({
  type: 'text',
  label: 'Text',
  category: 'content',
  icon: '¶',
  description: 'Paragraphs of rich text: bold, italic, links and lists.',
  defaults: () => ({ text: '<p>Write something your visitors will want to read. Select this block to edit the text.</p>' }),
  fields: [{ name: 'text', label: 'Text', kind: 'richtext' }],
});
