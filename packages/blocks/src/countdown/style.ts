import { ALT, MUTED, R, TEXT, type BlockCss } from '../styles/tokens';

export const countdownCss: BlockCss = {
  base: `
.atlas-countdown{text-align:center}
.atlas-countdown ul{list-style:none;margin:0;padding:0;display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.atlas-countdown li{min-width:84px;padding:14px 8px;border-radius:${R};background:${ALT};display:flex;flex-direction:column;color:${MUTED};font-size:.85rem}
.atlas-countdown li span{font-size:2rem;font-weight:800;color:${TEXT};font-variant-numeric:tabular-nums}
.atlas-countdown__done{font-size:1.5rem;font-weight:700}
`,
};
