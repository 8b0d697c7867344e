import type { BlockRender } from '../types';
import { str } from '../shared/content';
import type { CodeContent } from './schema';

export const codeView: BlockRender<CodeContent> = ({ content }) => (
  <figure className="atlas-code">
    {str(content.filename) && <figcaption>{str(content.filename)}</figcaption>}
    <pre tabIndex={0}>
      <code className={str(content.language) ? `language-${str(content.language).replace(/[^\w-]/g, '')}` : undefined}>
        {str(content.code)}
      </code>
    </pre>
  </figure>
);
