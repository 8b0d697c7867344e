import type { CSSProperties } from 'react';

/** Inline variables for `.atlas-grid`: n columns on desktop, at most 2 on tablet, 1 on mobile (see block-css). */
export const gridStyle = (columns: number) => ({ '--atlas-cols': columns, '--atlas-cols-tablet': Math.min(columns, 2) }) as CSSProperties;
