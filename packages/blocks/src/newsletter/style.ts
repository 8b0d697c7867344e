import type { BlockCss } from '../styles/tokens';

export const newsletterCss: BlockCss = {
  base: `
.atlas-newsletter .atlas-form__status{margin-top:12px}
`,
};
