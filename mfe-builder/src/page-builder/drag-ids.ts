/** Ids of the drag-and-drop targets that are not blocks. */
export const CANVAS_DROP_ID = 'atlas-canvas';
export const LIBRARY_PREFIX = 'library:';

export const libraryDragId = (type: string) => `${LIBRARY_PREFIX}${type}`;
export const libraryTypeOf = (id: string | number): string | null =>
  String(id).startsWith(LIBRARY_PREFIX) ? String(id).slice(LIBRARY_PREFIX.length) : null;

/** A column's drop zone; the column it stands for travels as the droppable's data. */
export const COLUMN_PREFIX = 'column:';
export const columnDropId = (blockId: string, columnId: string) => `${COLUMN_PREFIX}${blockId}:${columnId}`;
export const isColumnDropId = (id: string | number) => String(id).startsWith(COLUMN_PREFIX);
