import type { BlockRender } from '../types';
import { RichText } from '../shared/rich-text';
import type { TextContent } from './schema';

export const textView: BlockRender<TextContent> = ({ content }) => <RichText className="atlas-text atlas-prose" html={content.text} />;
