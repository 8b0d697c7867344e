import { MENU_DEPTH_LIMIT } from '../constants';

interface Linked {
  id: number;
  parent_id: number | null;
}

/**
 * Why a menu's shape would be wrong, or null when it is a proper tree: every parent in the menu, no
 * item its own ancestor, no deeper than the builder draws.
 */
export function shapeProblem(items: Linked[]): string | null {
  const parentOf = new Map(items.map((item) => [item.id, item.parent_id]));
  for (const item of items) {
    if (item.parent_id !== null && !parentOf.has(item.parent_id)) return `Parent item ${item.parent_id} is not in this menu`;
  }
  for (const item of items) {
    let depth = 1;
    let at = item.parent_id;
    while (at !== null) {
      if (at === item.id) return `Item ${item.id} cannot be placed inside itself or one of its own children`;
      depth++;
      if (depth > MENU_DEPTH_LIMIT) {
        // Either a cycle that does not pass through this item or real depth: tell them apart.
        const seen = new Set<number>();
        let walk: number | null = item.parent_id;
        while (walk !== null && !seen.has(walk)) {
          seen.add(walk);
          walk = parentOf.get(walk) ?? null;
        }
        if (walk !== null) return `Item ${walk} cannot be placed inside itself or one of its own children`;
        return `Menus nest at most ${MENU_DEPTH_LIMIT} levels deep`;
      }
      at = parentOf.get(at) ?? null;
    }
  }
  return null;
}
