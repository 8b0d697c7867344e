import { ON_P, P, type BlockCss } from '../styles/tokens';

export const stepsCss: BlockCss = {
  base: `
.atlas-steps ol{list-style:none;margin:0;padding:0;display:grid;gap:24px}
.atlas-steps li{position:relative;padding-left:60px}.atlas-steps h2,.atlas-steps h3{font-size:1.15rem}
.atlas-steps__number{position:absolute;left:0;top:0;width:44px;height:44px;border-radius:50%;background:${P};color:${ON_P};display:flex;align-items:center;justify-content:center;font-weight:800}
`,
  tabletUp: `
.atlas-steps ol{grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
`,
};
