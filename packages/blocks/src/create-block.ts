import { blockOf, type Block } from './block';
import { blockSchemaOf } from './schemas';
import { newBlockId } from './shared/new-id';

/** A new block of `type` as the block library adds it: a fresh id, the type's defaults, the default settings. */
export function createBlock(type: string): Block {
  const schema = blockSchemaOf[type];
  return blockOf(newBlockId(), type, schema ? schema.defaults() : {});
}
