import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';
import { iconNames } from '../shared/icon-paths';

export const STYLES = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const SIZES = ['sm', 'md', 'lg'] as const;

export type ButtonContent = {
  text: string;
  link: string;
  style: (typeof STYLES)[number];
  size: (typeof SIZES)[number];
  align: Align;
  icon: string;
  /** Pages from the simple builder stored the address as `url`. */
  url?: string;
};

export const buttonSchema = defineBlock<ButtonContent>()({
  type: 'button',
  label: 'Button',
  category: 'content',
  icon: '▭',
  description: 'A call-to-action link styled as a button.',
  defaults: () => ({ text: 'Get started', link: '#', style: 'primary', size: 'md', align: 'left', icon: '' }),
  fields: [
    { name: 'text', label: 'Text', kind: 'text' },
    { name: 'link', label: 'Link', kind: 'url' },
    { name: 'style', label: 'Style', kind: 'select', options: STYLES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })) },
    {
      name: 'size',
      label: 'Size',
      kind: 'select',
      options: [
        { value: 'sm', label: 'Small' },
        { value: 'md', label: 'Medium' },
        { value: 'lg', label: 'Large' },
      ],
    },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'select',
      options: [{ value: '', label: 'None' }, ...iconNames.map((n) => ({ value: n, label: n }))],
    },
  ],
});
