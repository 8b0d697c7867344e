import { R, type BlockCss } from '../styles/tokens';

export const alertCss: BlockCss = {
  base: `
.atlas-alert{display:flex;gap:12px;align-items:flex-start;padding:16px 20px;border-radius:${R};border-left:4px solid}
.atlas-alert p{margin:0}.atlas-alert__title{font-weight:700}
.atlas-alert--info{background:#eff6ff;color:#1e3a8a}.atlas-alert--success{background:#ecfdf5;color:#065f46}
.atlas-alert--warning{background:#fffbeb;color:#78350f}.atlas-alert--error{background:#fef2f2;color:#991b1b}
`,
};
