import { MENU_DEPTH_LIMIT } from '@atlas/menus/contract';
import type { MenuItem, ReorderEntry } from '../api/types';

// The menu as a sortable tree: the list is drawn flat (each row knows its depth) and a drag's
// horizontal offset decides the depth the row lands at, as in dnd-kit's sortable tree.

/** The deepest row (0 is the top level), as deep as the service and the public menu go. */
export const MAX_DEPTH = MENU_DEPTH_LIMIT - 1;

export interface TreeNode {
  item: MenuItem;
  children: TreeNode[];
}

export interface FlatNode {
  id: number;
  parentId: number | null;
  depth: number;
  item: MenuItem;
}

const bySortOrder = (a: MenuItem, b: MenuItem) => a.sort_order - b.sort_order || a.id - b.id;

/** The items nested by `parent`; an item whose parent is missing sits at the top. */
export function buildTree(items: MenuItem[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(items.map((item) => [item.id, { item, children: [] }]));
  const roots: TreeNode[] = [];
  for (const item of [...items].sort(bySortOrder)) {
    const node = nodes.get(item.id)!;
    const parent = item.parent === null ? undefined : nodes.get(item.parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function flattenTree(tree: TreeNode[], depth = 0, parentId: number | null = null): FlatNode[] {
  return tree.flatMap((node) => [
    { id: node.item.id, parentId, depth, item: node.item },
    ...flattenTree(node.children, depth + 1, node.item.id),
  ]);
}

/** Rows under a dragged row travel with it and are not drop targets meanwhile. */
export function withoutDescendantsOf(flat: FlatNode[], id: number): FlatNode[] {
  const hidden = new Set<number>([id]);
  return flat.filter((node) => {
    if (node.parentId !== null && hidden.has(node.parentId)) {
      hidden.add(node.id);
      return false;
    }
    return true;
  });
}

function arrayMove<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

export interface Projection {
  depth: number;
  minDepth: number;
  maxDepth: number;
  parentId: number | null;
}

/**
 * Where the dragged row lands when dropped over `overId` with a horizontal offset: one indent to the
 * right of the row above nests it inside that row, to the left takes it out of its parent.
 */
export function projectDrop(flat: FlatNode[], activeId: number, overId: number, offsetX: number, indent: number): Projection | null {
  const rows = withoutDescendantsOf(flat, activeId);
  const activeIndex = rows.findIndex((node) => node.id === activeId);
  const overIndex = rows.findIndex((node) => node.id === overId);
  if (activeIndex < 0 || overIndex < 0) return null;
  const active = rows[activeIndex];
  const moved = arrayMove(rows, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = previous ? Math.min(previous.depth + 1, MAX_DEPTH - subtreeHeight(flat, activeId)) : 0;
  const minDepth = next ? Math.min(next.depth, maxDepth) : 0;
  const wanted = active.depth + Math.round(offsetX / indent);
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));
  return { depth, minDepth, maxDepth, parentId: parentAt(moved, overIndex, depth) };
}

/** How many levels hang below a row (a row with grandchildren cannot go two levels down). */
function subtreeHeight(flat: FlatNode[], id: number): number {
  const start = flat.findIndex((node) => node.id === id);
  if (start < 0) return 0;
  let height = 0;
  for (let i = start + 1; i < flat.length && flat[i].depth > flat[start].depth; i++) {
    height = Math.max(height, flat[i].depth - flat[start].depth);
  }
  return height;
}

function parentAt(rows: FlatNode[], index: number, depth: number): number | null {
  if (depth === 0) return null;
  for (let i = index - 1; i >= 0; i--) {
    if (rows[i].depth === depth - 1) return rows[i].id;
    if (rows[i].depth < depth - 1) break;
  }
  return null;
}

/** The flat list after dropping `activeId` over `overId` at the projected depth (its subtree moves with it). */
export function moveRow(flat: FlatNode[], activeId: number, overId: number, projection: Projection): FlatNode[] {
  const activeIndex = flat.findIndex((node) => node.id === activeId);
  const overIndex = flat.findIndex((node) => node.id === overId);
  if (activeIndex < 0 || overIndex < 0) return flat;
  const updated = flat.map((node) => (node.id === activeId ? { ...node, depth: projection.depth, parentId: projection.parentId } : node));
  return arrayMove(updated, activeIndex, overIndex);
}

/** Every item's parent and place among its siblings, as the reorder route takes them. */
export function reorderEntries(flat: FlatNode[]): ReorderEntry[] {
  const positions = new Map<number | null, number>();
  return flat.map((node) => {
    const position = positions.get(node.parentId) ?? 0;
    positions.set(node.parentId, position + 1);
    return { id: node.id, sort_order: position, parent_id: node.parentId };
  });
}

/** The items with a reorder applied: what the list shows while the server stores it. */
export function applyEntries(items: MenuItem[], entries: ReorderEntry[]): MenuItem[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return items.map((item) => {
    const entry = byId.get(item.id);
    return entry ? { ...item, sort_order: entry.sort_order, parent: entry.parent_id } : item;
  });
}
