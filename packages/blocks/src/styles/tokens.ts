// The theme's colours and radius as CSS variables a site theme may set (--atlas-primary...), with fallbacks
// chosen for WCAG AA contrast; every block's stylesheet (<type>/style.ts) and the shared rules use them.
export const P = 'var(--atlas-primary, #2563eb)';
export const ON_P = 'var(--atlas-on-primary, #ffffff)';
export const TEXT = 'var(--atlas-text, #111827)';
export const MUTED = 'var(--atlas-muted, #4b5563)';
export const SURFACE = 'var(--atlas-surface, #ffffff)';
export const ALT = 'var(--atlas-surface-alt, #f3f4f6)';
export const LINE = 'var(--atlas-border, #e5e7eb)';
export const R = 'var(--atlas-radius, 10px)';

/** A block type's own rules: mobile-first `base`, and what changes from the tablet and the desktop width up. */
export interface BlockCss {
  base: string;
  tabletUp?: string;
  desktopUp?: string;
}
