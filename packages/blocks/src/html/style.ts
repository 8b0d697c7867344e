import { LINE, type BlockCss } from '../styles/tokens';

export const htmlCss: BlockCss = {
  base: `
.atlas-html-frame{width:100%;min-height:150px;border:1px dashed ${LINE};resize:vertical;background:#fff}
`,
};
