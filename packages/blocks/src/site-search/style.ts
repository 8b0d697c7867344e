import type { BlockCss } from '../styles/tokens';

export const siteSearchCss: BlockCss = {
  base: `
.atlas-search{text-align:left}.atlas-search label{display:block;font-weight:600;margin-bottom:6px}
`,
};
