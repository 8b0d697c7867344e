import { R, type BlockCss } from '../styles/tokens';

export const codeCss: BlockCss = {
  base: `
.atlas-code{margin:0}.atlas-code figcaption{text-align:left;margin:0;padding:8px 16px;background:#1f2937;color:#e5e7eb;border-radius:${R} ${R} 0 0;font-family:ui-monospace,monospace;font-size:.85rem}
.atlas-code pre{margin:0;padding:16px;background:#111827;color:#f9fafb;overflow-x:auto;border-radius:${R};font-size:.9rem;line-height:1.5}
.atlas-code figcaption+pre{border-radius:0 0 ${R} ${R}}
.atlas-code code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`,
};
