import { LINE, ON_P, P, R, SURFACE, type BlockCss } from '../styles/tokens';

export const pricingCss: BlockCss = {
  base: `
.atlas-plan{position:relative;padding:32px 24px;border:1px solid ${LINE};border-radius:${R};background:${SURFACE};display:flex;flex-direction:column}
.atlas-plan--highlighted{border:2px solid ${P};box-shadow:0 12px 32px rgba(17,24,39,.12)}
.atlas-plan__badge{position:absolute;top:-14px;left:50%;transform:translateX(-50%);background:${P};color:${ON_P};padding:4px 12px;border-radius:999px;font-size:.8rem;font-weight:700;white-space:nowrap}
.atlas-plan__price{font-size:1rem}.atlas-plan__amount{font-size:2.5rem;font-weight:800}
`,
};
