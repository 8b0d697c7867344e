import { ALT, R, TEXT, type BlockCss } from '../styles/tokens';

export const audioCss: BlockCss = {
  base: `
.atlas-audio{margin:0;padding:20px;border-radius:${R};background:${ALT}}
.atlas-audio figcaption{text-align:left;margin:0 0 12px;color:${TEXT};display:flex;flex-direction:column}
.atlas-audio audio{width:100%}
`,
};
