import type { BlockCss } from '../styles/tokens';

export const dividerCss: BlockCss = {
  base: `
.atlas-divider{border:0;border-top-style:solid;margin:0}
`,
};
