import type { BlockDefinition } from '../types';
import { str } from '../shared/content';

export const codeBlock: BlockDefinition = {
  type: 'code',
  label: 'Code',
  category: 'advanced',
  icon: '{ }',
  description: 'A code snippet shown as text, in a monospaced box.',
  defaults: () => ({ filename: 'hello.js', language: 'javascript', code: 'function greet(name) {\n  return `Hello, ${name}!`;\n}\n' }),
  fields: [
    { name: 'filename', label: 'File name', kind: 'text' },
    { name: 'language', label: 'Language', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'textarea' },
  ],
  render: ({ content }) => (
    <figure className="atlas-code">
      {str(content.filename) && <figcaption>{str(content.filename)}</figcaption>}
      <pre tabIndex={0}>
        <code className={str(content.language) ? `language-${str(content.language).replace(/[^\w-]/g, '')}` : undefined}>
          {str(content.code)}
        </code>
      </pre>
    </figure>
  ),
};
