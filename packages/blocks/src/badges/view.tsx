import type { BlockRender } from '../types';
import { ALIGNS, lines, oneOf } from '../shared/content';
import type { BadgesContent } from './schema';

export const badgesView: BlockRender<BadgesContent> = ({ content }) => (
  <ul className={`atlas-badges atlas-align-${oneOf(content.align, ALIGNS, 'left')}`}>
    {lines(content.items).map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);
