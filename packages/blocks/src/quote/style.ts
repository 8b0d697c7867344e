import { P, type BlockCss } from '../styles/tokens';

export const quoteCss: BlockCss = {
  base: `
.atlas-quote{margin:0;padding:8px 0 8px 24px;border-left:4px solid ${P}}
.atlas-quote.atlas-align-center{border-left:0;padding-left:0}
.atlas-quote blockquote{margin:0;font-size:1.5rem;line-height:1.4;font-family:var(--atlas-heading-font, Georgia, serif)}
.atlas-quote figcaption{text-align:inherit;font-size:1rem}
`,
};
