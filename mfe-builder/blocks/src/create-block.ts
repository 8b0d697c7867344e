import { blockRegistry } from './registry';
import { newBlockId } from './shared/new-id';
import type { Block, BlockSettings } from './types';

/** Spec 1 §4: new blocks get margin bottom 20, padding 20 and are visible at every breakpoint. */
export function defaultBlockSettings(): BlockSettings {
  return {
    margin: { top: 0, right: 0, bottom: 20, left: 0 },
    padding: { top: 20, right: 20, bottom: 20, left: 20 },
    background: { color: '', image: '', size: 'cover', position: 'center' },
    border: { width: 0, style: 'solid', color: '#e5e7eb' },
    borderRadius: 0,
    animation: 'none',
    visibility: { desktop: true, tablet: true, mobile: true },
  };
}

export function createBlock(type: string): Block {
  const definition = blockRegistry[type];
  return {
    id: newBlockId(),
    type,
    content: definition ? definition.defaults() : {},
    style: { desktop: {}, tablet: {}, mobile: {} },
    settings: defaultBlockSettings(),
  };
}

/** A deep copy with fresh ids on the block, its nested column blocks and their column ids (duplicate, paste). */
export function cloneBlockWithNewIds(block: Block): Block {
  const copy: Block = JSON.parse(JSON.stringify(block));
  return reId(copy);
}

function reId(block: Block): Block {
  block.id = newBlockId();
  const columns = block.content?.columns;
  if (Array.isArray(columns)) {
    for (const column of columns) {
      if (column && typeof column === 'object') {
        column.id = newBlockId();
        if (Array.isArray(column.blocks)) column.blocks = column.blocks.map(reId);
      }
    }
  }
  return block;
}
