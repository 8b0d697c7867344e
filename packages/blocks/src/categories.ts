import type { BlockCategoryId } from './define-block';

export const blockCategories: { id: BlockCategoryId; label: string }[] = [
  { id: 'content', label: 'Content' },
  { id: 'media', label: 'Media' },
  { id: 'layout', label: 'Layout' },
  { id: 'forms', label: 'Forms' },
  { id: 'business', label: 'Business' },
  { id: 'social', label: 'Social' },
  { id: 'ecommerce', label: 'E-commerce' },
  { id: 'interactive', label: 'Interactive' },
  { id: 'navigation', label: 'Navigation' },
  { id: 'data', label: 'Data' },
  { id: 'advanced', label: 'Advanced' },
];
