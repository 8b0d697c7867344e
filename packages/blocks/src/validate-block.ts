import type { Block } from './block';
import { blockSchemaOf } from './schemas';

/** The schema's validation message for this block's content, or null when it is valid (or has no rules). */
export function validateBlock(block: Block): string | null {
  const schema = blockSchemaOf[block.type];
  if (!schema || !schema.validate) return null;
  return schema.validate(block.content ?? {});
}
