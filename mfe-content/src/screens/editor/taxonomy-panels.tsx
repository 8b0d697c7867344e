import { Select } from '@atlas/shell-kit';
import type { ContentCategory } from '../../api/taxonomy';
import type { EditorForm } from './editor-form';
import { TagsInput } from './tags-input';

/** The item's category (or none) and its tags, suggested from the tags already in use. */
export function TaxonomyPanels({
  form,
  categories,
  knownTags,
  onChange,
}: {
  form: EditorForm;
  categories: ContentCategory[];
  knownTags: string[];
  onChange(changes: Partial<EditorForm>): void;
}) {
  return (
    <>
      <section className="atlas-editor__panel" aria-labelledby="category-heading">
        <h2 id="category-heading">Category</h2>
        <Select
          label="Category"
          hideLabel
          value={form.category ? String(form.category) : ''}
          options={[{ value: '', label: 'No category' }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(event) => onChange({ category: Number(event.target.value) || null })}
        />
      </section>
      <section className="atlas-editor__panel">
        <TagsInput value={form.tags} onChange={(next) => onChange({ tags: next })} known={knownTags} />
      </section>
    </>
  );
}
