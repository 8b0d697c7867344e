import { MUTED, type BlockCss } from '../styles/tokens';

export const breadcrumbCss: BlockCss = {
  base: `
.atlas-breadcrumb ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;font-size:.95rem}
.atlas-breadcrumb li+li::before{content:"/";margin-right:6px;color:${MUTED}}
.atlas-breadcrumb [aria-current]{color:${MUTED}}
`,
};
