import { MUTED, type BlockCss } from '../styles/tokens';

export const logoCloudCss: BlockCss = {
  base: `
.atlas-logos{text-align:center}.atlas-logos__title{color:${MUTED};font-weight:600;text-transform:uppercase;letter-spacing:.08em;font-size:.85rem}
.atlas-logos ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:24px 40px;justify-content:center;align-items:center}
.atlas-logos img{height:40px;width:auto;filter:grayscale(1);opacity:.85}
`,
};
