import type { BlockCss } from '../styles/tokens';

// The block's own padding and margin space it, as for a paragraph: the shared `.atlas-block h2` margin must not add a gap.
export const headingCss: BlockCss = {
  base: `
.atlas-block .atlas-heading{margin:0}
h1.atlas-heading{font-size:clamp(1.75rem,1rem + 3vw,2.5rem);font-size:clamp(1.75rem,1rem + 3cqi,2.5rem)}h2.atlas-heading{font-size:clamp(1.5rem,1rem + 2vw,2rem);font-size:clamp(1.5rem,1rem + 2cqi,2rem)}h3.atlas-heading{font-size:1.5rem}
`,
};
