import type { Knex } from 'knex';
import type { AtlasApp, EventConsumer, EventEnvelope } from '@atlas/service-kit';
import type { DeclarativeBlock } from '@atlas/blocks/model';
import type { ModuleEventPayload } from '@atlas/marketplace/contract';
import { blockPacksRepository } from '../repositories/block-packs';

// The block packs each account and each site installed (marketplace.module.installed|uninstalled): what
// the builder's library offers beyond the core types (an account's to its user, a site's to everyone
// working on that site), and the declarative definitions their pages are drawn with.

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
