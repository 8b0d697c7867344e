// SiteMenu's stylesheet. Desktop first: dropdowns and mega panels open on :hover and :focus-within with
// CSS alone. Below 768 px a header menu folds behind its toggle into a drawer (the island opens it).
// The same narrow rules apply inside a container named atlas-site-menu (the dashboard's device preview
// sets `container: atlas-site-menu / inline-size` on its frame); the public page has no such container.
// A mega panel spans the nearest positioned ancestor: hosts put `atlas-site-menu-bar` on their header.
// A panel stays a moment after the pointer leaves its entry (a delayed display transition), so a pointer
// crossing a neighbour on its way into the panel does not close it; browsers without it close at once.

const P = 'var(--atlas-primary, #2563eb)';
const ON_P = 'var(--atlas-on-primary, #ffffff)';
const TEXT = 'var(--atlas-text, #111827)';
const MUTED = 'var(--atlas-muted, #4b5563)';
const SURFACE = 'var(--atlas-surface, #ffffff)';
const LINE = 'var(--atlas-border, #e5e7eb)';
const R = 'var(--atlas-radius, 10px)';
const SHADOW = '0 14px 36px rgba(15,23,42,.16)';

const base = `
.atlas-site-menu-bar{position:relative}
.atlas-site-menu{position:relative;font-family:var(--atlas-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);color:${TEXT};line-height:1.4}
.atlas-site-menu ul,.atlas-site-menu ol{list-style:none;margin:0;padding:0}
.atlas-site-menu a{color:inherit;text-decoration:none}
.atlas-site-menu a:focus-visible,.atlas-site-menu button:focus-visible,.atlas-site-menu input:focus-visible{outline:2px solid ${P};outline-offset:2px}
.atlas-site-menu .atlas-icon{flex:none}
.atlas-site-menu__toggle{display:none;align-items:center;gap:8px;min-height:44px;padding:8px 14px;border:1px solid #9ca3af;border-radius:${R};background:${SURFACE};color:${TEXT};font:inherit;font-weight:600;cursor:pointer}
.atlas-site-menu__icon-open,.atlas-site-menu__icon-close{display:inline-flex}
.atlas-site-menu__icon-close,.atlas-site-menu__toggle[aria-expanded=true] .atlas-site-menu__icon-open{display:none}
.atlas-site-menu__toggle[aria-expanded=true] .atlas-site-menu__icon-close{display:inline-flex}
.atlas-site-menu__list{display:flex;flex-wrap:wrap;align-items:center;gap:2px}
.atlas-site-menu__item{position:relative}
.atlas-site-menu__link{display:flex;align-items:center;gap:6px;min-height:44px;padding:10px 12px;border:0;border-radius:${R};background:none;color:${TEXT};font:inherit;font-weight:500;cursor:pointer;text-align:left}
.atlas-site-menu__link:hover,.atlas-site-menu__item:focus-within>.atlas-site-menu__link{color:${P}}
.atlas-site-menu__link:hover .atlas-site-menu__title{text-decoration:underline;text-decoration-thickness:2px;text-underline-offset:6px}
.atlas-site-menu__title{display:block}
.atlas-site-menu__caret{display:inline-flex;transition:transform .15s}
.atlas-site-menu__item:hover>.atlas-site-menu__link .atlas-site-menu__caret,.atlas-site-menu__item:focus-within>.atlas-site-menu__link .atlas-site-menu__caret{transform:rotate(180deg)}
.atlas-site-menu__desc{display:block;margin-top:2px;font-size:.85em;font-weight:400;color:${MUTED}}
.atlas-site-menu__dropdown,.atlas-site-menu__mega{transition:display 0s linear .3s allow-discrete}
.atlas-site-menu__dropdown{display:none;position:absolute;top:100%;left:0;z-index:50;min-width:230px;padding:6px;background:${SURFACE};border:1px solid ${LINE};border-radius:${R};box-shadow:${SHADOW}}
.atlas-site-menu__dropdown .atlas-site-menu__dropdown{top:-7px;left:100%}
.atlas-site-menu__item:hover>.atlas-site-menu__dropdown,.atlas-site-menu__item:focus-within>.atlas-site-menu__dropdown{display:block;transition-delay:0s}
.atlas-site-menu .atlas-site-menu__item.atlas-closed>.atlas-site-menu__dropdown,.atlas-site-menu .atlas-site-menu__item.atlas-closed>.atlas-site-menu__mega{display:none;transition:none}
.atlas-site-menu__dropdown .atlas-site-menu__link{width:100%;min-height:40px;padding:8px 12px}
.atlas-site-menu__dropdown .atlas-site-menu__caret{margin-left:auto;transform:rotate(-90deg)}
.atlas-site-menu__divider{flex:none;align-self:stretch;width:1px;min-height:24px;margin:8px 6px;background:${LINE}}
.atlas-site-menu__dropdown .atlas-site-menu__divider,.atlas-site-menu__links .atlas-site-menu__divider,.atlas-site-menu__column .atlas-site-menu__divider{width:auto;min-height:0;height:1px;margin:6px 0}
.atlas-site-menu__text{margin:0;padding:10px 12px;color:${MUTED}}
.atlas-site-menu__button{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:10px 18px;border-radius:${R};background:${P};color:${ON_P}!important;font-weight:600;white-space:nowrap}
.atlas-site-menu__button:hover{filter:brightness(.92)}
.atlas-site-menu--mega{position:static}
.atlas-site-menu--mega .atlas-site-menu__item--mega{position:static}
.atlas-site-menu--mega .atlas-site-menu__item--mega-auto{position:relative}
.atlas-site-menu__mega{display:none;position:absolute;top:100%;left:0;right:0;z-index:50;background:${SURFACE};border-top:1px solid ${LINE};border-bottom:1px solid ${LINE};box-shadow:${SHADOW};text-align:left}
.atlas-site-menu__mega::before{content:"";position:absolute;left:0;right:0;bottom:100%;height:16px}
.atlas-site-menu__item--mega:hover>.atlas-site-menu__mega,.atlas-site-menu__item--mega:focus-within>.atlas-site-menu__mega{display:block;transition-delay:0s}
.atlas-site-menu__mega--container{max-width:1200px;margin:0 auto;border:1px solid ${LINE};border-radius:0 0 ${R} ${R}}
.atlas-site-menu__mega--auto{right:auto;width:max-content;min-width:320px;max-width:min(960px,calc(100vw - 32px));border:1px solid ${LINE};border-radius:${R}}
.atlas-site-menu__mega-inner{display:grid;gap:24px 32px;max-width:1200px;margin:0 auto;padding:24px 20px}
.atlas-site-menu__column{display:flex;flex-direction:column;min-width:0}
.atlas-site-menu__column--full{grid-column:1/-1}
.atlas-site-menu__heading,.atlas-site-menu__heading-link{display:flex;align-items:center;gap:6px;margin:0 0 6px;font-weight:700;font-size:.95rem;color:${TEXT}}
.atlas-site-menu__heading-link:hover .atlas-site-menu__title,.atlas-site-menu__sublink:hover .atlas-site-menu__title{color:${P};text-decoration:underline}
.atlas-site-menu__column-link{display:flex;align-items:center;gap:6px;min-height:32px;padding:4px 0;color:${TEXT};font-weight:500}
.atlas-site-menu__column-link:hover{color:${P}}
.atlas-site-menu__column-link:hover .atlas-site-menu__title{text-decoration:underline}
.atlas-site-menu__column{gap:4px}
.atlas-site-menu__column>li+li>.atlas-site-menu__heading,.atlas-site-menu__column>li+li>.atlas-site-menu__heading-link,.atlas-site-menu__column>li+li>.atlas-site-menu__widget{margin-top:12px}
.atlas-site-menu__links{display:flex;flex-direction:column}
.atlas-site-menu__links .atlas-site-menu__links{padding-left:12px}
.atlas-site-menu__sublink,.atlas-site-menu__links a{display:flex;align-items:center;gap:6px;min-height:32px;padding:4px 0;color:${MUTED}}
.atlas-site-menu__links a:hover{color:${P}}
.atlas-site-menu__widget{min-width:0}
.atlas-site-menu__social{display:flex;flex-wrap:wrap;gap:8px}
.atlas-site-menu__social a{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:1px solid ${LINE};border-radius:50%;color:${TEXT}}
.atlas-site-menu__social a:hover{color:${P};border-color:currentColor}
.atlas-site-menu__initial{font-weight:700}
.atlas-site-menu__contact{display:flex;flex-direction:column;gap:8px;font-style:normal;color:${MUTED}}
.atlas-site-menu__contact a,.atlas-site-menu__contact>span{display:flex;align-items:flex-start;gap:8px;overflow-wrap:anywhere}
.atlas-site-menu__contact a:hover{color:${P}}
.atlas-site-menu__contact .atlas-icon{margin-top:3px}
.atlas-site-menu__search{display:flex;align-items:stretch;min-width:0;border:1px solid #6b7280;border-radius:${R};background:${SURFACE};overflow:hidden}
.atlas-site-menu__search input{flex:1;min-width:0;width:160px;padding:8px 12px;border:0;background:transparent;font:inherit;color:${TEXT}}
.atlas-site-menu__search button{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:40px;border:0;background:${P};color:${ON_P};cursor:pointer}
.atlas-site-menu__newsletter{display:flex;flex-direction:column;gap:8px}
.atlas-site-menu__newsletter p{margin:0;color:${MUTED};font-size:.9rem}
.atlas-site-menu__newsletter input{padding:10px 12px;border:1px solid #6b7280;border-radius:${R};font:inherit}
.atlas-site-menu__newsletter button{min-height:44px;padding:10px 16px;border:0;border-radius:${R};background:${P};color:${ON_P};font:inherit;font-weight:600;cursor:pointer}
.atlas-site-menu__html{min-width:0;overflow-wrap:anywhere}
.atlas-site-menu__html img{max-width:100%;height:auto}
.atlas-site-menu--vertical .atlas-site-menu__list{flex-direction:column;align-items:stretch}
.atlas-site-menu--vertical .atlas-site-menu__dropdown{display:block;position:static;min-width:0;padding:0 0 0 16px;border:0;box-shadow:none;background:none}
.atlas-site-menu--vertical .atlas-site-menu__caret{display:none}
.atlas-site-menu__footer{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:24px;text-align:left}
.atlas-site-menu__footer-column{min-width:0}
.atlas-site-menu__breadcrumb{display:flex;flex-wrap:wrap;align-items:center;gap:6px;font-size:.95rem}
.atlas-site-menu__breadcrumb li+li::before{content:"/";margin-right:6px;color:${MUTED}}
.atlas-site-menu__crumb{color:${P}!important;text-decoration:underline!important}
.atlas-site-menu__breadcrumb [aria-current]{color:${MUTED}}
`;

/** A header menu folded behind its toggle: a drawer from the left over a dimmed page. */
const folded = (menu: string) => `
${menu} .atlas-site-menu__toggle{display:inline-flex}
${menu} .atlas-site-menu__toggle[aria-expanded=true]{position:relative;z-index:1001}
${menu} .atlas-site-menu__panel{display:none;position:fixed;top:0;bottom:0;left:0;z-index:1000;width:min(340px,calc(100vw - 72px));overflow-y:auto;overscroll-behavior:contain;padding:16px 12px;background:${SURFACE};box-shadow:0 0 0 100vmax rgba(15,23,42,.5);text-align:left}
${menu} .atlas-site-menu__panel.atlas-open{display:block}
${menu} .atlas-site-menu__list{flex-direction:column;flex-wrap:nowrap;align-items:stretch}
${menu} .atlas-site-menu__link{width:100%}
${menu} .atlas-site-menu__caret{display:none}
${menu} .atlas-site-menu__divider{width:auto;min-height:0;height:1px;margin:6px 0}
${menu} .atlas-site-menu__dropdown,${menu} .atlas-site-menu__mega{display:block;position:static;width:auto;min-width:0;max-width:none;margin:0;padding:0 0 8px 16px;border:0;border-radius:0;box-shadow:none;background:none}
${menu} .atlas-site-menu__mega{padding-left:28px}
${menu} .atlas-site-menu__mega::before{display:none}
${menu} .atlas-site-menu__mega-inner{display:flex;flex-direction:column;gap:12px;padding:0}
${menu} .atlas-site-menu__button{margin:8px 12px}
${menu} .atlas-site-menu__search{margin:8px 0}
`;

export const siteMenuCss: string = [
  base,
  folded('.atlas-site-menu--collapsed'),
  `@media (max-width:767px){${folded('.atlas-site-menu--bar')}}`,
  `@container atlas-site-menu (max-width:767px){${folded('.atlas-site-menu--bar')}}`,
  '@media (prefers-reduced-motion:reduce){.atlas-site-menu__caret{transition:none}}',
]
  .join('\n')
  .replace(/\n+/g, '\n')
  .trim();
