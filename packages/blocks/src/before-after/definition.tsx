import type { BlockDefinition } from '../types';
import { str } from '../shared/content';
import { illustration } from '../shared/illustration';
import { BlockImage } from '../image/definition';

export const beforeAfterBlock: BlockDefinition = {
  type: 'before-after',
  label: 'Before & After',
  category: 'media',
  icon: '⇆',
  description: 'Two images side by side to compare a before and an after.',
  defaults: () => ({
    before: illustration(30),
    beforeAlt: 'The garden before the redesign',
    beforeLabel: 'Before',
    after: illustration(140),
    afterAlt: 'The garden after the redesign',
    afterLabel: 'After',
  }),
  fields: [
    { name: 'before', label: 'Before image', kind: 'image' },
    { name: 'beforeAlt', label: 'Before alternative text', kind: 'text' },
    { name: 'beforeLabel', label: 'Before label', kind: 'text' },
    { name: 'after', label: 'After image', kind: 'image' },
    { name: 'afterAlt', label: 'After alternative text', kind: 'text' },
    { name: 'afterLabel', label: 'After label', kind: 'text' },
  ],
  render: ({ content, mode }) => (
    <div className="atlas-before-after">
      {(['before', 'after'] as const).map((side) => (
        <figure key={side}>
          <BlockImage src={content[side]} alt={content[`${side}Alt`]} mode={mode} />
          <figcaption className="atlas-before-after__label">{str(content[`${side}Label`])}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
