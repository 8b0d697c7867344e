// @atlas/blocks — the one block registry read by the block library, the canvas, the properties panel
// and the public-site renderer (docs/contracts.md "Blocks"). Blocks as data alone: ./model.ts.
export { blockRegistry } from './registry';
export { blockCategories } from './categories';
export { createBlock } from './create-block';
export { blockOf, cloneBlockWithNewIds, defaultBlockSettings } from './block';
export { validateBlock } from './validate-block';
export { BlockView, PageBlocks } from './block-view';
export { declarativeBlockDefinition } from './declarative/definition';
export { BlockDefinitionsContext, useExtraBlockDefinitions } from './declarative/definitions-context';
export { CORE_BLOCK_TYPES, PACK_BLOCK_TYPES } from './block-types';
export { ColumnsLayout, resizeColumns, visibleColumns, type Column } from './columns/definition';
export { publicBlockCss, blockCss, blockAnimations } from './styles/block-css';
export { islandScript, pageUsesIsland } from './island/island-script';
export { sanitizeHtml } from './shared/sanitize-html';
export { SiteMenu, siteMenuNeedsIsland, type SiteMenuProps } from './site-menu/site-menu';
export { siteMenuCss } from './site-menu/site-menu-css';
export type { PublicMenu, PublicMenuItem } from './site-menu/types';
export { shopProductSlugs, withShopProducts, pickOf, formatPrice, type ShopProductPick } from './shared/shop-product';
export type { Block, BlockDefinition, Field, BlockCategoryId, BlockMode, BlockSettings, BlockStyle, Breakpoint } from './types';
