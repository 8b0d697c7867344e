import { publicMenu } from '@atlas/menus/contract';
import type { Menu, MenuItem, PublicMenu } from '../api/types';

export type Visitor = 'signed-out' | 'signed-in';

/**
 * The owner's items as the public endpoint would answer them to this visitor (the contract's one
 * projection), so a menu previews before it is active or its site is published. A preview's clicks
 * are not counted.
 */
export function toPublicMenu(menu: Menu, items: MenuItem[], visitor: Visitor = 'signed-out'): PublicMenu {
  return publicMenu({ ...menu, track_clicks: false }, items, visitor === 'signed-in');
}
