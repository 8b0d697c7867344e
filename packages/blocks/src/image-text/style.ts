import { R, type BlockCss } from '../styles/tokens';

export const imageTextCss: BlockCss = {
  base: `
.atlas-image-text{display:grid;gap:32px;align-items:center}
.atlas-image-text img{width:100%;border-radius:${R}}
`,
  tabletUp: `
.atlas-image-text{grid-template-columns:1fr 1fr}.atlas-image-text--right .atlas-image-text__media{order:2}
`,
};
