import { LINE, MUTED, R, SURFACE, type BlockCss } from '../styles/tokens';

export const cardGridCss: BlockCss = {
  base: `
.atlas-card{border:1px solid ${LINE};border-radius:${R};overflow:hidden;background:${SURFACE};display:flex;flex-direction:column}
.atlas-card img{width:100%;aspect-ratio:16/10;object-fit:cover}.atlas-card .atlas-image-failed{border-radius:0}
.atlas-card__body{padding:20px}.atlas-card__body h2,.atlas-card__body h3{font-size:1.2rem}.atlas-card__body p{color:${MUTED}}
`,
};
