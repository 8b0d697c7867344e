import type { Knex } from 'knex';
import type { AtlasApp, EventConsumer, EventEnvelope } from '@atlas/service-kit';
import type { DeclarativeBlock, ModuleEventPayload } from '@atlas/marketplace/contract';
import { json, type Db } from '../repositories/db';

// The block packs each user installed (marketplace.module.installed|uninstalled): what the builder's
// library offers them beyond the core types, and the declarative definitions their pages are drawn with.

export interface BlockPackRow {
  id: number;
  user_id: number;
  module_id: number;
  slug: string;
  name: string;
  types: string[];
  definitions: DeclarativeBlock[];
  installed: boolean;
  changed_at: Date;
}

export function blockPacksRepository(db: Knex) {
  const packs = (trx?: Db) => (trx ?? db)('sites.block_packs');
  return {
    /** The user's packs, installed or not (an uninstalled pack's definitions still draw the blocks pages hold). */
    async ofUser(userId: number, trx?: Db): Promise<BlockPackRow[]> {
      return packs(trx).where({ user_id: userId }).orderBy('slug', 'asc');
    },
    /** Writes the pack's state unless a later change is already stored (an event redelivered late changes nothing). */
    async apply(pack: Omit<BlockPackRow, 'id'>, trx?: Db): Promise<void> {
      await packs(trx)
        .insert({ ...pack, types: json(pack.types), definitions: json(pack.definitions) })
        .onConflict(['user_id', 'module_id'])
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
      user_id: userId,
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
