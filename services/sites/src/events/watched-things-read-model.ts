import type { EventConsumer } from '@atlas/service-kit';
import { watchedThingsRepository, type WatchedKind } from '../repositories/watched-things';

// Which site each post and menu belongs to (content.item.*, menus.menu.*): the presence socket on a post
// or menu admits only the members of that thing's own site. Posts and menus live in other services; this
// is the sites service's copy of the one fact it needs about them.

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** `deleted`: the event says the thing is gone (kept as such, so a late event does not bring it back). */
function consumer(
  topic: string,
  kind: WatchedKind,
  idField: 'item_id' | 'menu_id',
  deleted = false,
): EventConsumer<Record<string, unknown>> {
  return {
    topic,
    handle: async (event, trx, app) => {
      const thingId = event.payload?.[idField];
      const siteId = event.payload?.site_id;
      if (!isId(thingId) || !isId(siteId)) {
        app.log.warn({ eventId: event.id, type: event.type }, `${event.type} without a valid ${idField} and site_id; not kept`);
        return;
      }
      const changedAt = Number.isNaN(Date.parse(event.occurredAt)) ? new Date() : new Date(event.occurredAt);
      await watchedThingsRepository(app.db).apply(kind, thingId, deleted ? null : siteId, changedAt, trx);
    },
  };
}

export const watchedThingConsumers = [
  ...['created', 'updated', 'published', 'unpublished'].map((verb) => consumer(`content.item.${verb}`, 'post', 'item_id')),
  consumer('content.item.deleted', 'post', 'item_id', true),
  ...['created', 'updated'].map((verb) => consumer(`menus.menu.${verb}`, 'menu', 'menu_id')),
  consumer('menus.item.changed', 'menu', 'menu_id'),
  consumer('menus.menu.deleted', 'menu', 'menu_id', true),
];
