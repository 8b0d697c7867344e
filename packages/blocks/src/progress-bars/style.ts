import { LINE, P, type BlockCss } from '../styles/tokens';

export const progressBarsCss: BlockCss = {
  base: `
.atlas-progress ul{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.atlas-progress__label{display:flex;justify-content:space-between;font-weight:600;margin-bottom:6px}
.atlas-progress__track{height:10px;border-radius:999px;background:${LINE};overflow:hidden}
.atlas-progress__bar{height:100%;background:${P};border-radius:inherit}
`,
};
