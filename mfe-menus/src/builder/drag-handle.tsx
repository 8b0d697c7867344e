import type { useSortable } from '@dnd-kit/sortable';

type Sortable = ReturnType<typeof useSortable>;

/** The grip an item is dragged by: the sortable's activator, so the rest of its row stays clickable. */
export function DragHandle({
  title,
  sortable,
}: {
  title: string;
  sortable: Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
}) {
  return (
    <button
      ref={sortable.setActivatorNodeRef}
      type="button"
      className="menus-row__handle"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={`Move ${title}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
