import { LINE, P, SURFACE, type BlockCss } from '../styles/tokens';

export const timelineCss: BlockCss = {
  base: `
.atlas-timeline ol{list-style:none;margin:0;padding:0 0 0 24px;border-left:3px solid ${LINE}}
.atlas-timeline li{position:relative;padding:0 0 24px 8px}
.atlas-timeline li::before{content:"";position:absolute;left:-33px;top:4px;width:15px;height:15px;border-radius:50%;background:${P};border:3px solid ${SURFACE}}
.atlas-timeline__date{font-weight:700;color:${P};margin-bottom:2px}.atlas-timeline h2,.atlas-timeline h3{font-size:1.15rem}
`,
};
