import type { BlockRender } from '../types';
import { str } from '../shared/content';
import { BlockImage } from '../image/view';
import type { BeforeAfterContent } from './schema';

export const beforeAfterView: BlockRender<BeforeAfterContent> = ({ content, mode }) => (
  <div className="atlas-before-after">
    {(['before', 'after'] as const).map((side) => (
      <figure key={side}>
        <BlockImage src={content[side]} alt={content[`${side}Alt`]} mode={mode} />
        <figcaption className="atlas-before-after__label">{str(content[`${side}Label`])}</figcaption>
      </figure>
    ))}
  </div>
);
