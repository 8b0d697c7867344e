import { R, type BlockCss } from '../styles/tokens';

export const beforeAfterCss: BlockCss = {
  base: `
.atlas-before-after{display:grid;gap:16px;grid-template-columns:1fr 1fr}
.atlas-before-after figure{margin:0;position:relative}.atlas-before-after img{width:100%;border-radius:${R}}
.atlas-before-after .atlas-before-after__label{position:absolute;top:12px;left:12px;margin:0;background:rgba(17,24,39,.85);color:#fff;padding:4px 10px;border-radius:999px;font-weight:600}
`,
};
