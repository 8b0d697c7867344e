import type { BlockCss } from '../styles/tokens';

export const heroCss: BlockCss = {
  base: `
.atlas-hero{position:relative;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,var(--atlas-hero-from, #1e3a8a),var(--atlas-hero-to, #6d28d9));background-size:cover;background-position:center;color:#fff;border-radius:inherit;overflow:hidden}
.atlas-hero__overlay{position:absolute;inset:0}
.atlas-hero__inner{position:relative;max-width:820px;width:100%;padding:48px 24px}
.atlas-hero.atlas-align-left{justify-content:flex-start}.atlas-hero.atlas-align-right{justify-content:flex-end}
.atlas-block .atlas-hero__title{font-size:clamp(1.75rem,1rem + 3.5vw,3.5rem);font-size:clamp(1.75rem,1rem + 3.5cqi,3.5rem);color:#fff;text-shadow:0 2px 12px rgba(0,0,0,.35)}
.atlas-hero__subtitle{font-size:1.2rem;margin-bottom:1.5rem;color:#fff;text-shadow:0 1px 8px rgba(0,0,0,.35)}
.atlas-block .atlas-hero .atlas-button--primary{background:#fff;color:#111827}
`,
};
