import { MUTED, P, type BlockCss } from '../styles/tokens';

export const statsCss: BlockCss = {
  base: `
.atlas-stats dl{display:grid;gap:24px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;text-align:center}
.atlas-stat{display:flex;flex-direction:column-reverse}.atlas-stat dd{margin:0;font-size:2.5rem;font-weight:800;color:${P};line-height:1.1}.atlas-stat dt{color:${MUTED}}
`,
  tabletUp: `
.atlas-stats dl{grid-template-columns:repeat(auto-fit,minmax(140px,1fr))}
`,
};
