import { R, type BlockCss } from '../styles/tokens';

export const mapCss: BlockCss = {
  base: `
.atlas-map{margin:0}.atlas-map iframe{width:100%;border:0;border-radius:${R};display:block}.atlas-map figcaption{text-align:left}
`,
};
