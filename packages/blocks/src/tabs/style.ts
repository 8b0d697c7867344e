import { LINE, MUTED, P, type BlockCss } from '../styles/tokens';

export const tabsCss: BlockCss = {
  base: `
.atlas-tabs__list{display:flex;flex-wrap:wrap;gap:4px;border-bottom:2px solid ${LINE}}
.atlas-tabs__tab{background:none;border:0;border-bottom:3px solid transparent;margin-bottom:-2px;padding:12px clamp(8px,2.5vw,18px);padding:12px clamp(8px,2.5cqi,18px);min-width:0;white-space:normal;overflow-wrap:anywhere;font:inherit;font-weight:600;color:${MUTED};cursor:pointer}
.atlas-tabs__tab[aria-selected=true]{color:${P};border-bottom-color:${P}}
.atlas-tabs__panel{padding:20px 4px}
`,
};
