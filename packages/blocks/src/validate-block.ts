import { blockRegistry } from './registry';
import type { Block } from './types';

/** The definition's validation message for this block's content, or null when it is valid (or has no rules). */
export function validateBlock(block: Block): string | null {
  const definition = blockRegistry[block.type];
  if (!definition || !definition.validate) return null;
  return definition.validate(block.content ?? {});
}
