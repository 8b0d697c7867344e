import type { BlockDefinition } from '../types';
import { oneOf, str } from '../shared/content';
import { Icon } from '../shared/icons';

const VARIANTS = ['info', 'success', 'warning', 'error'] as const;
const VARIANT_ICON = { info: 'info', success: 'check', warning: 'alert', error: 'alert' } as const;

export const alertBlock: BlockDefinition = {
  type: 'alert',
  label: 'Notice',
  category: 'content',
  icon: 'ℹ',
  description: 'A highlighted notice: information, success, warning or error.',
  defaults: () => ({ variant: 'info', title: 'Good to know', text: 'Orders placed before 2 pm ship the same day.' }),
  fields: [
    {
      name: 'variant',
      label: 'Kind',
      kind: 'select',
      options: [
        { value: 'info', label: 'Information' },
        { value: 'success', label: 'Success' },
        { value: 'warning', label: 'Warning' },
        { value: 'error', label: 'Error' },
      ],
    },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
  ],
  render: ({ content }) => {
    const variant = oneOf(content.variant, VARIANTS, 'info');
    return (
      <aside className={`atlas-alert atlas-alert--${variant}`} aria-label={str(content.title) || variant}>
        <Icon name={VARIANT_ICON[variant]} size={22} />
        <div>
          {str(content.title) && <p className="atlas-alert__title">{str(content.title)}</p>}
          <p>{str(content.text)}</p>
        </div>
      </aside>
    );
  },
};
