import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type, type Static } from '@atlas/service-kit';
import { CORE_BLOCK_TYPES } from '@atlas/blocks/model';
import type { Deps } from '../deps';
import { blockPacksRepository, type BlockPackRow } from '../repositories/block-packs';
import { siteShopsRepository } from '../repositories/site-shops';

/** The blocks a site whose shop is open is offered with no pack: they show its own products. */
export const SHOP_BLOCK_TYPES = ['product-card', 'product-grid', 'buy-button'] as const;

const tags = ['block types'];

const DeclarativeField = Type.Object({
  name: Type.String(),
  label: Type.String(),
  kind: Type.String(),
  default: Type.Optional(Type.Union([Type.String(), Type.Number()])),
});

/** A pack's declarative block: an HTML template the marketplace sanitized, with `{{field}}` placeholders. */
const DeclarativeBlock = Type.Object({
  type: Type.String(),
  label: Type.String(),
  icon: Type.Optional(Type.String()),
  template: Type.String(),
  fields: Type.Array(DeclarativeField),
});

const BlockType = Type.Object({
  type: Type.String(),
  /** The pack it comes from; null for a core type. */
  module: Type.Union([Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }), Type.Null()]),
  /** A declarative block's definition; null for a type the block registry draws. */
  definition: Type.Union([DeclarativeBlock, Type.Null()]),
});
export type BlockTypeAnswer = Static<typeof BlockType>;

export const BlockTypeList = Type.Object({
  /** What the block library offers: the core types, then each installed pack's (the account's and, with `site`, the site's). */
  results: Type.Array(BlockType),
  count: Type.Integer(),
  /** Types of packs uninstalled (the account's, the site's): not offered, but the blocks pages hold are still drawn with them. */
  uninstalled: Type.Array(BlockType),
});

/** `site`: a site the caller works on, whose own packs join their account's. */
const BlockTypeListQuery = Type.Object({ site: Type.Optional(Id()) });

function packTypes(pack: BlockPackRow): BlockTypeAnswer[] {
  const definitions = new Map(pack.definitions.map((definition) => [definition.type, definition]));
  return pack.types.map((type) => ({
    type,
    module: { id: pack.module_id, slug: pack.slug, name: pack.name },
    definition: definitions.get(type) ?? null,
  }));
}

export async function blockTypeRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const packs = blockPacksRepository(deps.db);
  const shops = siteShopsRepository(deps.db);

  api.get(
    '/api/builder/block-types/',
    { schema: { tags, querystring: BlockTypeListQuery, response: { 200: BlockTypeList } } },
    async (request) => {
      const { site } = request.query;
      if (site !== undefined) await deps.owned.site(request.user, site, 'viewer');
      const rows = await packs.availableTo(request.user.id, site);
      const offered = new Set<string>(CORE_BLOCK_TYPES);
      const results: BlockTypeAnswer[] = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
      if (site !== undefined && (await shops.isOpen(site))) {
        for (const type of SHOP_BLOCK_TYPES) {
          offered.add(type);
          results.push({ type, module: null, definition: null });
        }
      }
      for (const type of rows.filter((pack) => pack.installed).flatMap(packTypes)) {
        if (offered.has(type.type)) continue;
        offered.add(type.type);
        results.push(type);
      }
      const uninstalled = rows
        .filter((pack) => !pack.installed)
        .flatMap(packTypes)
        .filter((type) => !offered.has(type.type));
      return { results, count: results.length, uninstalled };
    },
  );
}
