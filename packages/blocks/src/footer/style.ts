import { LINE, MUTED, TEXT, type BlockCss } from '../styles/tokens';

export const footerCss: BlockCss = {
  base: `
.atlas-footer{color:${MUTED};font-size:.95rem}
.atlas-footer__top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:24px;padding-bottom:24px;border-bottom:1px solid ${LINE}}
.atlas-footer__brand{font-weight:800;font-size:1.15rem;color:${TEXT}}
.atlas-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}
.atlas-block .atlas-footer a{color:${TEXT}}
.atlas-footer__copyright{margin:16px 0 0}
`,
};
