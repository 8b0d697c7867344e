import type { Block } from '@atlas/blocks/model';

/** A block as the builder's createBlock makes it (@atlas/blocks/model): plain data, no React. */
export type SeedBlock = Block;

export type TemplateCategory = 'landing' | 'business' | 'portfolio' | 'blog' | 'ecommerce' | 'creative' | 'education' | 'nonprofit';

export interface TemplateSeed {
  key: string;
  name: string;
  description: string;
  category: TemplateCategory;
  is_premium: boolean;
  is_popular: boolean;
  rating: number;
  preview_image: string;
  blocks: SeedBlock[];
}
