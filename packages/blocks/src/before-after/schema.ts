import { defineBlock } from '../define-block';
import { illustration } from '../shared/illustration';

export type BeforeAfterContent = {
  before: string;
  beforeAlt: string;
  beforeLabel: string;
  after: string;
  afterAlt: string;
  afterLabel: string;
};

export const beforeAfterSchema = defineBlock<BeforeAfterContent>()({
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
});
