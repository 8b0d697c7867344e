import type { BlockCss } from '../styles/tokens';

export const listCss: BlockCss = {
  base: `
.atlas-list ul:not(.atlas-checklist),.atlas-list ol{padding-left:1.4em;margin:0}.atlas-list li+li{margin-top:6px}
`,
};
