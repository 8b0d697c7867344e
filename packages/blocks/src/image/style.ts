import { R, type BlockCss } from '../styles/tokens';

export const imageCss: BlockCss = {
  base: `
.atlas-image{margin:0}.atlas-image img{width:100%;border-radius:${R}}
`,
};
