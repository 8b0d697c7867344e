import { memo, useMemo, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { errorText } from '@atlas/shell-kit';
import { blockCategories, type BlockDefinition } from '@atlas/blocks';
import { useEditorStore } from '../editor/store';
import { libraryDragId } from './drag-ids';
import { useBuilderBlockTypes, type OfferedBlockType } from './builder-block-types';

const LibraryItem = memo(function LibraryItem({
  definition,
  create,
  onAdd,
}: {
  definition: BlockDefinition;
  create: BuilderCreate;
  onAdd?(): void;
}) {
  const store = useEditorStore();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: libraryDragId(definition.type) });
  const append = () => {
    store.dispatch({ type: 'add', block: create(definition.type) });
    onAdd?.();
  };
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

type BuilderCreate = ReturnType<typeof useBuilderBlockTypes>['create'];

interface LibraryGroup {
  id: string;
  label: string;
  definitions: BlockDefinition[];
}

/** Core types under their categories, then one group per installed pack (its module's name). */
function groupsOf(offered: OfferedBlockType[]): LibraryGroup[] {
  const core = offered.filter((entry) => !entry.module).map((entry) => entry.definition);
  const groups: LibraryGroup[] = blockCategories.map((c) => ({
    id: c.id,
    label: c.label,
    definitions: core.filter((definition) => definition.category === c.id),
  }));
  const packs = new Map<string, LibraryGroup>();
  for (const entry of offered) {
    if (!entry.module) continue;
    const id = `module:${entry.module.slug}`;
    if (!packs.has(id)) packs.set(id, { id, label: entry.module.name, definitions: [] });
    packs.get(id)!.definitions.push(entry.definition);
  }
  return [...groups, ...packs.values()];
}

/**
 * The 'Blocks' sidebar: the block types on the site (core, the user's packs and the site's), grouped, searchable
 * and filterable. `onAdd` hears of a block appended by a click or Enter (the drawer on a phone closes).
 */
export function BlockLibrary({ siteId, onAdd }: { siteId: number | null; onAdd?(): void }) {
  const blockTypes = useBuilderBlockTypes(siteId);
  const { query, offered, create } = blockTypes;
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState('all');
  const allGroups = useMemo(() => groupsOf(offered).filter((g) => g.definitions.length > 0), [offered]);
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return allGroups
      .filter((g) => group === 'all' || g.id === group)
      .map((g) => ({
        ...g,
        definitions: g.definitions.filter(
          (definition) => !needle || `${definition.label} ${definition.type} ${definition.description}`.toLowerCase().includes(needle),
        ),
      }))
      .filter((g) => g.definitions.length > 0);
  }, [allGroups, search, group]);

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
      <select className="atlas-field__input" aria-label="Block category" value={group} onChange={(event) => setGroup(event.target.value)}>
        <option value="all">All categories</option>
        {allGroups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.label}
          </option>
        ))}
      </select>
      <div className="atlas-library__groups">
        {query.isPending && <p className="atlas-muted">Loading blocks...</p>}
        {query.isError && !query.data && (
          <div className="atlas-library__error" role="alert">
            <p>{errorText(query.error, 'Failed to load blocks')}</p>
            <button type="button" className="atlas-btn atlas-btn--secondary atlas-btn--sm" onClick={() => void query.refetch()}>
              Retry
            </button>
          </div>
        )}
        {query.data && groups.length === 0 && <p className="atlas-muted">No blocks match your search</p>}
        {groups.map((g) => (
          <section key={g.id} aria-label={g.label}>
            <h3 className="atlas-library__group-title">{g.label}</h3>
            <ul className="atlas-library__items">
              {g.definitions.map((definition) => (
                <LibraryItem key={definition.type} definition={definition} create={create} onAdd={onAdd} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}
