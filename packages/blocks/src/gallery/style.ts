import { R, type BlockCss } from '../styles/tokens';

export const galleryCss: BlockCss = {
  base: `
.atlas-gallery figure{margin:0}.atlas-gallery img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:${R}}
`,
};
