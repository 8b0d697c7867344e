import type { ReactNode } from 'react';
import type { Block } from './block';
import type { BlockContent, BlockSchema } from './define-block';

export type { Block, BlockSettings, BlockStyle, Breakpoint, Spacing } from './block';
export type { BlockCategoryId, BlockContent, BlockSchema, Field } from './define-block';

export type BlockMode = 'canvas' | 'public';

export interface BlockRenderProps<Content extends BlockContent = BlockContent> {
  /** The stored content over the type's defaults; values come from pages, templates and the panel, so views read them defensively. */
  content: Content;
  block: Block;
  mode: BlockMode;
  /** Draws a block nested in this one (columns) the way this one is drawn: BlockView passes itself, so no view imports it. */
  renderBlock: (block: Block) => ReactNode;
}

/** A block type's view: pure and server-safe, the canvas and the public page draw the same markup. */
export type BlockRender<Content extends BlockContent> = (props: BlockRenderProps<Content>) => ReactNode;

/** A schema with its view: what the registry holds for each type, and what a marketplace pack's block becomes. */
export interface BlockDefinition<Content extends BlockContent = BlockContent> extends BlockSchema<Content> {
  render(props: BlockRenderProps<Content>): ReactNode;
}
