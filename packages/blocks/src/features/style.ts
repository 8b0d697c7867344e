import { LINE, MUTED, R, SURFACE, type BlockCss } from '../styles/tokens';

export const featuresCss: BlockCss = {
  base: `
.atlas-feature{padding:24px;border-radius:${R};background:${SURFACE};border:1px solid ${LINE}}
.atlas-feature h2,.atlas-feature h3{font-size:1.2rem}.atlas-feature p{color:${MUTED};margin:0}
`,
};
