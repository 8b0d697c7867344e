import { useId, useMemo, useState, type KeyboardEvent } from 'react';

export const TAG_SUGGESTIONS = 5;

/** Adds `raw` to `tags` unless it is empty or already there (whatever its case). */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.replace(/\s+/g, ' ').trim();
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

/** Tags: Enter adds one; up to five known tags are suggested as you type. */
export function TagsInput({ value, onChange, known }: { value: string[]; onChange: (tags: string[]) => void; known: string[] }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const suggestions = useMemo(() => {
    const typed = draft.trim().toLowerCase();
    if (!typed) return [];
    return known
      .filter((tag) => tag.toLowerCase().includes(typed) && !value.some((v) => v.toLowerCase() === tag.toLowerCase()))
      .slice(0, TAG_SUGGESTIONS);
  }, [draft, known, value]);
  const add = (raw: string) => {
    onChange(addTag(value, raw));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="atlas-tags">
      <label htmlFor={id}>Tags</label>
      <ul className="atlas-tags__list" aria-label="Tags">
        {value.map((tag) => (
          <li key={tag} className="atlas-tags__tag">
            {tag}
            <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => onChange(value.filter((t) => t !== tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        className="atlas-input"
        value={draft}
        placeholder="Add a tag and press Enter"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {suggestions.length > 0 && (
        <ul className="atlas-tags__suggestions" aria-label="Suggested tags">
          {suggestions.map((tag) => (
            <li key={tag}>
              <button type="button" onClick={() => add(tag)}>
                {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
