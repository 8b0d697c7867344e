// @atlas/blocks/model: blocks as data, without React, for the server side (the sites service's template
// library and demo site) to build blocks with the builder's defaults.
export { blockOf, defaultBlockSettings } from './block';
export type { Block, BlockSettings, BlockStyle, Breakpoint, SettingsOverrides, Spacing } from './block';
export { RICH_TEXT_ALLOW_LIST } from './shared/rich-text-allow-list';
export { CORE_BLOCK_TYPES, PACK_BLOCK_TYPES } from './block-types';
