import type { BlockRender } from '../types';
import { oneOf, str } from '../shared/content';
import { Icon } from '../shared/icons';
import { type AlertContent, VARIANTS } from './schema';

const VARIANT_ICON = { info: 'info', success: 'check', warning: 'alert', error: 'alert' } as const;

export const alertView: BlockRender<AlertContent> = ({ content }) => {
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
};
