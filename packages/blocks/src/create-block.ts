import { blockOf, type Block } from './block';
import { blockRegistry } from './registry';
import { newBlockId } from './shared/new-id';

/** A new block of `type` as the block library adds it: a fresh id, the type's defaults, the default settings. */
export function createBlock(type: string): Block {
  const definition = blockRegistry[type];
  return blockOf(newBlockId(), type, definition ? definition.defaults() : {});
}
