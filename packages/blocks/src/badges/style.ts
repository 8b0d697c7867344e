import { ALT, LINE, type BlockCss } from '../styles/tokens';

export const badgesCss: BlockCss = {
  base: `
.atlas-badges{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.atlas-badges.atlas-align-center{justify-content:center}.atlas-badges.atlas-align-right{justify-content:flex-end}
.atlas-badges li{padding:6px 14px;border-radius:999px;background:${ALT};border:1px solid ${LINE};font-size:.9rem;font-weight:600}
`,
};
