import { LINE, MUTED, R, type BlockCss } from '../styles/tokens';

export const accordionCss: BlockCss = {
  base: `
.atlas-accordion{border:1px solid ${LINE};border-radius:${R};overflow:hidden}
.atlas-accordion__item+.atlas-accordion__item{border-top:1px solid ${LINE}}
.atlas-accordion summary{cursor:pointer;padding:16px 20px;font-weight:600;list-style-position:inside}
.atlas-accordion__content{padding:0 20px 16px;color:${MUTED}}
`,
};
