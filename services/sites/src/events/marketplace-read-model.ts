import type { Knex } from 'knex';
import type { AtlasApp, EventConsumer, EventEnvelope } from '@atlas/service-kit';
import type { DeclarativeBlock } from '@atlas/blocks/model';
import type { ModuleEventPayload } from '@atlas/marketplace/contract';
import { table, json, type Db } from '../repositories/db';

// The block packs each account and each site installed (marketplace.module.installed|uninstalled): what
// the builder's library offers beyond the core types (an account's to its user, a site's to everyone
// working on that site), and the declarative definitions their pages are drawn with.

export interface BlockPackRow {
  id: number;
  /** The account whose pack it is; null for a site's. */
  user_id: number | null;
  /** The site whose pack it is (whoever of its admins installed it); null for an account's. */
  site_id: number | null;
  module_id: number;
  slug: string;
  name: string;
  types: string[];
  definitions: DeclarativeBlock[];
  installed: boolean;
  changed_at: Date;
}

export function blockPacksRepository(db: Knex) {
  const packs = (trx?: Db) => table(trx ?? db, 'block_packs');
  return {
    /**
     * The user's account's packs and, with a site, the site's, installed or not (an uninstalled pack's
     * definitions still draw the blocks pages hold).
     */
    async availableTo(userId: number, siteId?: number, trx?: Db): Promise<BlockPackRow[]> {
      const query = packs(trx).where({ user_id: userId });
      if (siteId !== undefined) query.orWhere({ site_id: siteId });
      return query.orderBy('slug', 'asc').orderBy('id', 'asc');
    },
    /** Writes the pack's state unless a later change is already stored (an event redelivered late changes nothing). */
    async apply(pack: Omit<BlockPackRow, 'id'>, trx?: Db): Promise<void> {
      await packs(trx)
        .insert({ ...pack, types: json(pack.types), definitions: json(pack.definitions) })
        .onConflict([pack.site_id === null ? 'user_id' : 'site_id', 'module_id'])
        .merge()
        .where('block_packs.changed_at', '<=', pack.changed_at);
    },
  };
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Definitions as the marketplace sends them, minus anything malformed (a renderer never meets a half block). */
function definitionsOf(payload: Partial<ModuleEventPayload>): DeclarativeBlock[] {
  const blocks = Array.isArray(payload.block_definitions) ? payload.block_definitions : [];
  return blocks.filter(
    (block): block is DeclarativeBlock =>
      !!block &&
      isText(block.type, 120) &&
      isText(block.label, 200) &&
      isText(block.template, 20_000) &&
      Array.isArray(block.fields) &&
      block.fields.every((field) => !!field && isText(field.name, 40) && isText(field.label, 200) && typeof field.kind === 'string'),
  );
}

/** The block types a pack adds: its `provides.blocks` and its declarative types. */
function typesOf(payload: Partial<ModuleEventPayload>, definitions: DeclarativeBlock[]): string[] {
  const provided = Array.isArray(payload.provides?.blocks) ? payload.provides.blocks.filter((type) => isText(type, 120)) : [];
  return [...new Set([...provided, ...definitions.map((block) => block.type)])];
}

async function applyModuleEvent(
  event: EventEnvelope<Partial<ModuleEventPayload>>,
  trx: Knex.Transaction,
  app: AtlasApp,
  installed: boolean,
) {
  const { payload } = event;
  const userId = payload.user_id ?? payload.owner_id;
  // A site's install is that site's, whoever of its admins made it; an account's is its user's.
  const siteId = isId(payload.site_id) ? payload.site_id : null;
  if (!isId(userId) || !isId(payload.module_id) || !isText(payload.slug, 100)) {
    app.log.warn({ eventId: event.id, type: event.type }, 'marketplace module event without a user, module id or slug; ignored');
    return;
  }
  const definitions = definitionsOf(payload);
  const types = typesOf(payload, definitions);
  // Modules that add no block type (integrations, themes, utilities) are not kept here.
  if (types.length === 0) return;
  await blockPacksRepository(app.db).apply(
    {
      user_id: siteId === null ? userId : null,
      site_id: siteId,
      module_id: payload.module_id,
      slug: payload.slug,
      name: isText(payload.name, 200) ? payload.name : payload.slug,
      types,
      definitions,
      installed,
      changed_at: Number.isNaN(Date.parse(event.occurredAt)) ? new Date() : new Date(event.occurredAt),
    },
    trx,
  );
}

export const blockPackInstalled: EventConsumer<Partial<ModuleEventPayload>> = {
  topic: 'marketplace.module.installed',
  handle: (event, trx, app) => applyModuleEvent(event, trx, app, true),
};

export const blockPackUninstalled: EventConsumer<Partial<ModuleEventPayload>> = {
  topic: 'marketplace.module.uninstalled',
  handle: (event, trx, app) => applyModuleEvent(event, trx, app, false),
};
