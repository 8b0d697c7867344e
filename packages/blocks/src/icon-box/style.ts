import { MUTED, type BlockCss } from '../styles/tokens';

export const iconBoxCss: BlockCss = {
  base: `
.atlas-icon-box .atlas-feature__icon{margin-bottom:12px}.atlas-icon-box p{color:${MUTED}}
`,
};
