import type { BlockDefinition } from '../types';
import { RichText } from '../shared/rich-text';

export const textBlock: BlockDefinition = {
  type: 'text',
  label: 'Text',
  category: 'content',
  icon: '¶',
  description: 'Paragraphs of rich text: bold, italic, links and lists.',
  defaults: () => ({ text: '<p>Write something your visitors will want to read. Select this block to edit the text.</p>' }),
  fields: [{ name: 'text', label: 'Text', kind: 'richtext' }],
  render: ({ content }) => <RichText className="atlas-text atlas-prose" html={content.text} />,
};
