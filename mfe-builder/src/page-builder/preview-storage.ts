import type { Block } from '@atlas/blocks';

/** The builder hands its unsaved blocks to the preview tab through localStorage, so the preview shows what is on the canvas before it is saved. */
export const previewStorageKey = (siteId: number | string, pageId: number | string) => `atlas_preview_blocks_${siteId}_${pageId}`;

export function storePreviewBlocks(siteId: number, pageId: number | 'new', blocks: Block[]): void {
  localStorage.setItem(previewStorageKey(siteId, pageId), JSON.stringify(blocks));
}

export function readPreviewBlocks(siteId: string, pageId: string): Block[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(previewStorageKey(siteId, pageId)) ?? 'null');
    return Array.isArray(stored) ? stored : null;
  } catch {
    return null;
  }
}
