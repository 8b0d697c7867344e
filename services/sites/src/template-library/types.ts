/** A block as the builder's createBlock makes it (mfe-builder/src/blocks); plain data, no React. */
export interface SeedBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
  style: { desktop: Record<string, unknown>; tablet: Record<string, unknown>; mobile: Record<string, unknown> };
  settings: {
    margin: { top: number; right: number; bottom: number; left: number };
    padding: { top: number; right: number; bottom: number; left: number };
    background: { color: string; image: string; size: string; position: string };
    border: { width: number; style: string; color: string };
    borderRadius: number;
    animation: string;
    visibility: { desktop: boolean; tablet: boolean; mobile: boolean };
  };
}

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
