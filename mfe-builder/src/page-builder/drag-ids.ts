/** Ids of the drag-and-drop targets that are not blocks. */
export const CANVAS_DROP_ID = 'atlas-canvas';
export const LIBRARY_PREFIX = 'library:';

export const libraryDragId = (type: string) => `${LIBRARY_PREFIX}${type}`;
export const libraryTypeOf = (id: string | number): string | null =>
  String(id).startsWith(LIBRARY_PREFIX) ? String(id).slice(LIBRARY_PREFIX.length) : null;
