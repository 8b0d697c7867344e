import { P, SURFACE, TEXT, type BlockCss } from '../styles/tokens';

export const formCss: BlockCss = {
  base: `
.atlas-form{display:grid;gap:16px;max-width:640px}
.atlas-form__field{display:grid;gap:6px}
.atlas-form label{font-weight:600}
.atlas-required{color:#b91c1c}
.atlas-form input:not([type=checkbox]),.atlas-form textarea{width:100%;padding:12px 14px;border:1px solid #6b7280;border-radius:8px;font:inherit;color:${TEXT};background:${SURFACE}}
.atlas-form input:focus-visible,.atlas-form textarea:focus-visible{outline:3px solid ${P};outline-offset:1px}
.atlas-form__check{display:flex;gap:8px;align-items:center}
.atlas-form .atlas-button{justify-self:start}
`,
};
