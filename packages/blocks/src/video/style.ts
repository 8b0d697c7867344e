import { ALT, MUTED, R, type BlockCss } from '../styles/tokens';

export const videoCss: BlockCss = {
  base: `
.atlas-video--frame{position:relative;aspect-ratio:16/9}
.atlas-video--frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:${R}}
.atlas-video video{width:100%;border-radius:${R}}
.atlas-video--failed{padding:24px;background:${ALT};color:${MUTED};text-align:center;border-radius:${R}}
`,
};
