import { str } from './content';

/** Items are h3 under their section's h2 title, and h2 when the section has no title (no gap in heading order). */
export const itemHeading = (sectionTitle: unknown): 'h2' | 'h3' => (str(sectionTitle) ? 'h3' : 'h2');
