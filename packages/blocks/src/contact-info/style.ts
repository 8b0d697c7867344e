import { P, type BlockCss } from '../styles/tokens';

export const contactInfoCss: BlockCss = {
  base: `
.atlas-contact-info ul{list-style:none;margin:0;padding:0;display:grid;gap:14px}
.atlas-contact-info li{display:flex;gap:12px;align-items:flex-start}.atlas-contact-info .atlas-icon{color:${P};margin-top:2px}
.atlas-contact-info address{font-style:normal}
`,
};
