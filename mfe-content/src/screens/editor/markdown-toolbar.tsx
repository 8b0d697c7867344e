import type { RefObject } from 'react';
import { useImageUpload } from './use-image-upload';

type Edit = { before: string; after: string; placeholder: string; line?: boolean };
const EDITS: { label: string; name: string; edit: Edit }[] = [
  { label: 'H2', name: 'Heading', edit: { before: '## ', after: '', placeholder: 'Heading', line: true } },
  { label: 'B', name: 'Bold', edit: { before: '**', after: '**', placeholder: 'bold text' } },
  { label: 'I', name: 'Italic', edit: { before: '_', after: '_', placeholder: 'italic text' } },
  { label: '❝', name: 'Quote', edit: { before: '> ', after: '', placeholder: 'Quote', line: true } },
  { label: '•', name: 'List', edit: { before: '- ', after: '', placeholder: 'List item', line: true } },
  { label: 'Link', name: 'Link', edit: { before: '[', after: '](https://)', placeholder: 'link text' } },
  { label: '</>', name: 'Code', edit: { before: '`', after: '`', placeholder: 'code' } },
];

/** Wraps the selection of `textarea` (or a placeholder) in markdown; a line edit starts a new line. */
export function applyEdit(value: string, start: number, end: number, edit: Edit): { value: string; cursor: number } {
  const selected = value.slice(start, end) || edit.placeholder;
  const lineStart = edit.line && start > 0 && value[start - 1] !== '\n' ? '\n' : '';
  const inserted = `${lineStart}${edit.before}${selected}${edit.after}`;
  return { value: value.slice(0, start) + inserted + value.slice(end), cursor: start + inserted.length };
}

/**
 * The body's toolbar: headings, bold, italic, quote, list, link, code, and an image upload (for the item's
 * `site`) that inserts its address. `disabled` (an item the role may only read): every button is off.
 */
export function MarkdownToolbar({
  target,
  site,
  value,
  onChange,
  disabled = false,
}: {
  target: RefObject<HTMLTextAreaElement | null>;
  site: number | null;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const insert = (edit: Edit) => {
    const area = target.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const next = applyEdit(value, start, end, edit);
    onChange(next.value);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const { uploading, fileInput, upload } = useImageUpload(site, (url, file) =>
    insert({ before: `![${file.name.replace(/[[\]]/g, '')}](${url})`, after: '', placeholder: '', line: true }),
  );
  return (
    <div className="atlas-md-toolbar" role="toolbar" aria-label="Formatting" aria-disabled={disabled || undefined}>
      {EDITS.map(({ label, name, edit }) => (
        <button key={name} type="button" title={name} aria-label={name} disabled={disabled} onClick={() => insert(edit)}>
          {label}
        </button>
      ))}
      <button
        type="button"
        title="Insert image"
        aria-label="Insert image"
        disabled={disabled || uploading}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? 'Uploading…' : 'Image'}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        disabled={disabled}
        aria-label="Image to insert"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </div>
  );
}
