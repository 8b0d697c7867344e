import type { Knex } from 'knex';

/** The kit's outbox: events written in the caller's transaction. */
import type { Outbox } from '@atlas/service-kit';
export type { Outbox };

export type MenuEventVerb = 'created' | 'updated' | 'deleted';

/** Who a menu event is about; the public renderer drops the site's cached pages on each. */
export interface MenuEventSubject {
  menu_id: number;
  site_id: number;
  site_slug: string;
  owner_id: number;
  location: string;
}

/** `menus.menu.*`, keyed by site id so one site's menu events stay in order. */
export function publishMenuEvent(outbox: Outbox, trx: Knex.Transaction, verb: MenuEventVerb, subject: MenuEventSubject) {
  return outbox.publish(trx, { type: `menus.menu.${verb}`, key: String(subject.site_id), payload: { ...subject } });
}

/** `menus.item.changed`: one or more items of the menu were created, edited, moved or deleted. */
export function publishItemsChanged(outbox: Outbox, trx: Knex.Transaction, subject: MenuEventSubject) {
  return outbox.publish(trx, { type: 'menus.item.changed', key: String(subject.site_id), payload: { ...subject } });
}

export interface ItemClicked {
  menu_id: number;
  item_id: number;
  site_id: number;
  site_slug: string;
  page_url: string;
  /** The day's salted hash of the visitor: joins a visitor's clicks of one day, nothing more. */
  visitor: string;
  occurred_at: string;
}

/** `menus.item.clicked`, so analytics can join clicks with page views. */
export function publishItemClicked(outbox: Outbox, trx: Knex.Transaction, click: ItemClicked) {
  return outbox.publish(trx, { type: 'menus.item.clicked', key: String(click.site_id), payload: { ...click } });
}
