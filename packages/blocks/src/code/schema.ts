import { defineBlock } from '../define-block';

export type CodeContent = { filename: string; language: string; code: string };

export const codeSchema = defineBlock<CodeContent>()({
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
});
