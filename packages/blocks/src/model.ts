// @atlas/blocks/model: blocks as data, without React. The services build template and demo blocks with
// the builder's defaults, read the block types' schemas and walk a page's blocks with it.
export { blockOf, defaultBlockSettings } from './block';
export { cloneBlockWithNewIds } from './clone-block';
export type { Block, BlockSettings, BlockStyle, Breakpoint, SettingsOverrides, Spacing } from './block';
export { defineBlock } from './define-block';
export type { BlockCategoryId, BlockContent, BlockSchema, ContentOf, Field, Region, Slot } from './define-block';
export { blockSchemas, blockSchemaOf } from './schemas';
export { blockCategories } from './categories';
export { createBlock } from './create-block';
export { validateBlock } from './validate-block';
export { resizeColumns, visibleColumns, type Column } from './columns/schema';
export {
  holdsBlocks,
  mapBlocks,
  nestedLists,
  shownRegions,
  someBlock,
  walkBlocks,
  withShownRegions,
  type BlockNode,
  type StoredRegion,
} from './walk-blocks';
export { SPACER_MAX, SPACER_MIN } from './spacer/schema';
export { HTML_ALLOW_LIST } from './shared/html-allow-list';
export {
  DECLARATIVE_FIELD_KINDS,
  PLACEHOLDER,
  STYLE_ATTRIBUTE,
  TEXT_ATTRIBUTES,
  URL_ATTRIBUTES,
  renderDeclarativeBlock,
  type DeclarativeBlock,
  type DeclarativeField,
  type DeclarativeFieldKind,
} from './declarative/template';
export { CORE_BLOCK_TYPES, PACK_BLOCK_TYPES } from './block-types';
