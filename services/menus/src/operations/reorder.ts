import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { ReorderBody } from '../schemas/items';
import { qualified } from '../repositories/db';
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
        const values = body.items.map(() => '(?::int, ?::int, ?::int, ?::int)').join(', ');
        const bindings = body.items.flatMap((entry) => [
          entry.id,
          entry.sort_order,
          parentOf.get(entry.id) ?? null,
          entry.mega_menu_column ?? null,
        ]);
        await trx.raw(
          `update ${qualified('items')} as i
          set sort_order = v.sort_order, parent_id = v.parent_id,
              mega_menu_column = coalesce(v.col, i.mega_menu_column), updated_at = now()
         from (values ${values}) as v(id, sort_order, parent_id, col)
        where i.id = v.id and i.menu_id = ?`,
          [...bindings, menu.id],
        );
        await menuChanged(deps, trx, menu, 'items');
        return { menu, items: await deps.repos.items.ofMenu(menu.id, trx) };
      }),
  );
}
