import { memo, useMemo, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { blockCategories, blockRegistry, createBlock, type BlockDefinition } from '@atlas/blocks';
import { useEditorStore } from '../editor/store';
import { libraryDragId } from './drag-ids';

const LibraryItem = memo(function LibraryItem({ definition }: { definition: BlockDefinition }) {
  const store = useEditorStore();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: libraryDragId(definition.type) });
  const append = () => store.dispatch({ type: 'add', block: createBlock(definition.type) });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className={`atlas-library-item${isDragging ? ' is-dragging' : ''}`}
        data-block-type={definition.type}
        title={definition.description}
        {...attributes}
        {...listeners}
        // Enter (or a plain click) appends the block; Space stays with the keyboard drag.
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            append();
            return;
          }
          listeners?.onKeyDown?.(event);
        }}
        onClick={append}
        aria-label={`Add ${definition.label} block`}
      >
        <span className="atlas-library-item__icon" aria-hidden="true">
          {definition.icon}
        </span>
        <span>{definition.label}</span>
      </button>
    </li>
  );
});

/** The 'Blocks' sidebar: every registry type grouped by category, searchable and filterable. */
export function BlockLibrary() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const definitions = Object.values(blockRegistry).filter(
      (definition) =>
        (category === 'all' || definition.category === category) &&
        (!needle || `${definition.label} ${definition.type} ${definition.description}`.toLowerCase().includes(needle)),
    );
    return blockCategories
      .map((c) => ({ ...c, definitions: definitions.filter((definition) => definition.category === c.id) }))
      .filter((group) => group.definitions.length > 0);
  }, [search, category]);

  return (
    <aside className="atlas-library" aria-label="Blocks">
      <h2 className="atlas-panel-title">Blocks</h2>
      <input
        className="atlas-field__input"
        type="search"
        placeholder="Search blocks..."
        aria-label="Search blocks"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        className="atlas-field__input"
        aria-label="Block category"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        <option value="all">All categories</option>
        {blockCategories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <div className="atlas-library__groups">
        {groups.length === 0 && <p className="atlas-muted">No blocks match your search</p>}
        {groups.map((group) => (
          <section key={group.id} aria-label={group.label}>
            <h3 className="atlas-library__group-title">{group.label}</h3>
            <ul className="atlas-library__items">
              {group.definitions.map((definition) => (
                <LibraryItem key={definition.type} definition={definition} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}
