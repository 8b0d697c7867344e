import { cloneBlockWithNewIds, type Block } from '@atlas/blocks';

/** In localStorage so blocks copied on one page can be pasted on another (even in another tab). */
export const BLOCK_CLIPBOARD_KEY = 'atlas_block_clipboard';

export function copyBlocks(blocks: Block[]): void {
  if (blocks.length === 0) return;
  localStorage.setItem(BLOCK_CLIPBOARD_KEY, JSON.stringify(blocks));
}

/** The clipboard's blocks with fresh ids, ready to paste; nothing when it is empty or unreadable. */
export function blocksToPaste(): Block[] {
  try {
    const stored = JSON.parse(localStorage.getItem(BLOCK_CLIPBOARD_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((block) => block && typeof block.type === 'string').map(cloneBlockWithNewIds) : [];
  } catch {
    return [];
  }
}
