import { R, type BlockCss } from '../styles/tokens';

export const embedCss: BlockCss = {
  base: `
.atlas-embed{width:100%;border:0;border-radius:${R};display:block}
`,
};
