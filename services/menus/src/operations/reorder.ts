import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { ReorderBody } from '../schemas/items';
import { shapeProblem } from './tree';
import { menuChanged } from './menu-events';

/**
 * Applies a whole new order (positions, parents, mega columns) to one menu's items in one
 * transaction, or nothing. Items left out keep their place; ids never change. The menu's row is
 * locked first, so racing reorders and edits of one menu take turns and each sees the other's result.
 */
export async function reorderItems(deps: Deps, user: AuthUser, body: Static<typeof ReorderBody>) {
  const ids = body.items.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) throw httpError(400, 'Each item may appear only once in a reorder');

  return deps.owned.checked(
    () => deps.repos.items.find(ids[0]).then((first) => first && deps.owned.menu(user, first.menu_id, 'editor')),
    () =>
      deps.db.transaction(async (trx) => {
        const first = await deps.repos.items.find(ids[0], trx);
        if (!first) throw httpError(404, 'Menu item not found');
        const menu = await deps.owned.menu(user, first.menu_id, 'editor', trx);
        const locked = (await deps.repos.menus.lock(menu.id, trx))!;

        const shape = await deps.repos.items.shapeOf(menu.id, trx);
        const inMenu = new Map(shape.map((row) => [row.id, row]));
        const foreign = ids.find((id) => !inMenu.has(id));
        if (foreign !== undefined) throw httpError(400, `Item ${foreign} is not in this menu`);

        const moved = new Map(body.items.map((entry) => [entry.id, entry]));
        const next = shape.map((row) => {
          const entry = moved.get(row.id);
          return { id: row.id, parent_id: entry && entry.parent_id !== undefined ? entry.parent_id : row.parent_id };
        });
        const problem = shapeProblem(next);
        if (problem) throw httpError(400, problem);
        const column = body.items.find((entry) => (entry.mega_menu_column ?? 1) > locked.mega_menu_columns);
        if (column) throw httpError(400, `mega_menu_column must be from 1 to ${locked.mega_menu_columns} (the menu's number of columns)`);

        const parentOf = new Map(next.map((row) => [row.id, row.parent_id]));
        await deps.repos.items.place(
          menu.id,
          body.items.map((entry) => ({
            id: entry.id,
            sort_order: entry.sort_order,
            parent_id: parentOf.get(entry.id) ?? null,
            mega_menu_column: entry.mega_menu_column ?? null,
          })),
          trx,
        );
        await menuChanged(deps, trx, menu, 'items');
        return { menu, items: await deps.repos.items.ofMenu(menu.id, trx) };
      }),
  );
}
