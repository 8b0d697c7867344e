import type { BlockRender } from '../types';
import { num } from '../shared/content';
import { type SpacerContent, SPACER_MIN, SPACER_MAX } from './schema';

export const spacerView: BlockRender<SpacerContent> = ({ content }) => (
  <div className="atlas-spacer" aria-hidden="true" style={{ height: num(content.height, 40, SPACER_MIN, SPACER_MAX) }} />
);
