import { R, type BlockCss } from '../styles/tokens';

export const ctaCss: BlockCss = {
  base: `
.atlas-cta{text-align:center;padding:56px 24px;border-radius:${R};background:var(--atlas-cta-bg, #111827);color:#fff}
.atlas-block .atlas-cta h2{color:#fff;font-size:2rem}.atlas-cta p{color:#e5e7eb;max-width:640px;margin:0 auto 24px}
.atlas-cta__actions{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.atlas-block .atlas-cta .atlas-button--primary{background:#fff;color:#111827}.atlas-block .atlas-cta .atlas-button--outline{color:#fff}
`,
};
