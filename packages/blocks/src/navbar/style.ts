import { LINE, P, SURFACE, TEXT, type BlockCss } from '../styles/tokens';

export const navbarCss: BlockCss = {
  base: `
.atlas-navbar{display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap}
.atlas-block .atlas-navbar__brand{font-weight:800;font-size:1.25rem;color:${TEXT};text-decoration:none}
.atlas-navbar__brand img{height:36px;width:auto}
.atlas-navbar__toggle{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:1px solid ${LINE};border-radius:8px;background:${SURFACE};color:${TEXT};cursor:pointer}
.atlas-navbar__menu{display:none;width:100%;flex-direction:column;gap:12px}
.atlas-navbar__menu.atlas-open{display:flex}
.atlas-navbar__menu ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.atlas-navbar__menu a:not(.atlas-button){display:block;padding:8px 4px;color:${TEXT};text-decoration:none;font-weight:500}
.atlas-navbar__menu a:not(.atlas-button):hover{color:${P}}
`,
  tabletUp: `
.atlas-navbar{flex-wrap:nowrap}.atlas-navbar__toggle{display:none}
.atlas-navbar__menu{display:flex;width:auto;flex-direction:row;align-items:center;gap:20px}
.atlas-navbar__menu ul{flex-direction:row;gap:20px}
`,
};
