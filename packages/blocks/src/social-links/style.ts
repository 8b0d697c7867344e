import { ALT, ON_P, P, TEXT, type BlockCss } from '../styles/tokens';

export const socialLinksCss: BlockCss = {
  base: `
.atlas-social ul{list-style:none;margin:0;padding:0;display:flex;gap:10px;flex-wrap:wrap}
.atlas-social.atlas-align-center{text-align:center}.atlas-social.atlas-align-center ul{justify-content:center}
.atlas-social.atlas-align-right ul{justify-content:flex-end}.atlas-social__title{font-weight:600}
.atlas-social a{display:inline-flex;width:44px;height:44px;border-radius:50%;align-items:center;justify-content:center;background:${ALT};color:${TEXT}}
.atlas-social a:hover{background:${P};color:${ON_P}}
`,
};
