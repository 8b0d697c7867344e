// @atlas/blocks — the one block registry read by the block library, the canvas, the properties panel
// and the public-site renderer (docs/contracts.md "Blocks"): the model (./model.ts, no React) and the views.
export * from './model';
export { blockRegistry } from './registry';
export { BlockView, PageBlocks } from './block-view';
export { declarativeBlockDefinition, type DeclarativeContent } from './declarative/definition';
export { BlockDefinitionsContext, useExtraBlockDefinitions } from './declarative/definitions-context';
export { ColumnsLayout } from './columns/view';
export { publicBlockCss, blockCss, blockAnimations } from './styles/block-css';
export { islandScript, pageUsesIsland } from './island/island-script';
export { sanitizeHtml } from './shared/sanitize-html';
export { SiteMenu, siteMenuNeedsIsland, type SiteMenuProps } from './site-menu/site-menu';
export { siteMenuCss } from './site-menu/site-menu-css';
export type { PublicMenu, PublicMenuItem } from './site-menu/types';
export { pickOf, formatPrice, type ShopProductPick } from './shared/shop-product';
export { shopProductSlugs, withShopProducts, withoutShopProducts, storedPicksOf } from './shared/shop-products-on-page';
export type { BlockDefinition, BlockMode, BlockRender, BlockRenderProps } from './types';
