import type { BlockCss } from '../styles/tokens';

export const columnsCss: BlockCss = {
  base: `
.atlas-columns{display:grid;grid-template-columns:1fr}
.atlas-column{min-width:0}
`,
  tabletUp: `
.atlas-columns{grid-template-columns:repeat(var(--atlas-col-count,2),minmax(0,1fr))}
.atlas-columns--1{--atlas-col-count:1}.atlas-columns--2{--atlas-col-count:2}.atlas-columns--3{--atlas-col-count:3}
.atlas-columns--4{--atlas-col-count:4}.atlas-columns--5{--atlas-col-count:5}.atlas-columns--6{--atlas-col-count:6}
`,
};
