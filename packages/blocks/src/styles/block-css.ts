// The blocks' stylesheet. Mobile-first; breakpoints (mobile ≤640, tablet 641–1024, desktop ≥1025).
// Here: the rules the blocks share (wrapper, text, buttons, grids, forms' status line, animations...), then
// each block type's own rules from its folder's style.ts, in library order. Colours come from the theme's
// variables (tokens.ts). The public page gets it with media queries; the canvas gets the same rules with
// container queries on `.atlas-canvas`, so a 375px-wide canvas shows the mobile layout on a wide screen.
// Title sizes use cqi (the canvas frame's width; the viewport's on the public page, which has no container)
// after a vw fallback, and headings break a word longer than the line rather than overflow it.
import { blockStyles } from '../registry';
import { ALT, LINE, MUTED, ON_P, P, R, SURFACE, TEXT } from './tokens';

const sharedBase = `
/* Marketplace packs' declarative blocks (the first-party templates' atlas-x-* classes) */
.atlas-declarative-block img{max-width:100%;height:auto}
.atlas-x-announcement{padding:10px 16px;text-align:center;border-radius:var(--atlas-radius,6px)}
.atlas-x-announcement p{margin:0}
.atlas-x-announcement a{color:inherit;text-decoration:underline;margin-left:6px}
.atlas-x-cta-banner{padding:48px 24px;text-align:center;color:#ffffff;border-radius:var(--atlas-radius,8px)}
.atlas-x-cta-banner h2{margin:0 0 8px;color:inherit}
.atlas-x-cta-banner p{margin:0 0 20px}
.atlas-x-button{display:inline-block;padding:10px 22px;border-radius:var(--atlas-radius,8px);background:#ffffff;color:#111827;font-weight:600;text-decoration:none}
.atlas-x-feature{display:flex;flex-wrap:wrap;gap:24px;align-items:center}
.atlas-x-feature img{flex:0 1 320px;border-radius:var(--atlas-radius,8px)}
.atlas-x-feature>div{flex:1 1 240px}
.atlas-x-image-banner,.atlas-x-photo-card,.atlas-x-author-bio,.atlas-x-event-card{border-radius:var(--atlas-radius,8px);overflow:hidden}
.atlas-x-photo-card,.atlas-x-author-bio,.atlas-x-event-card{border:1px solid var(--atlas-border,#e5e7eb);padding:16px}
.atlas-x-author-bio{display:flex;gap:16px;align-items:center}
.atlas-x-author-bio img{width:72px;height:72px;border-radius:50%;object-fit:cover}
.atlas-x-pull-quote{margin:24px 0;padding:8px 0 8px 20px;border-left:4px solid ${P};font-size:1.25em;font-style:italic}
.atlas-x-event-date{font-weight:600;color:${P}}
.atlas-page-blocks{font-family:var(--atlas-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);color:${TEXT};line-height:1.6}
.atlas-block{box-sizing:border-box;position:relative;max-width:100%}
.atlas-block *,.atlas-block *::before,.atlas-block *::after{box-sizing:border-box}
.atlas-block img,.atlas-block video{max-width:100%;height:auto;display:block}
.atlas-block h1,.atlas-block h2,.atlas-block h3,.atlas-block h4{line-height:1.2;margin:0 0 .5em;font-family:var(--atlas-heading-font, inherit);overflow-wrap:anywhere}
.atlas-block p{margin:0 0 .75em}
.atlas-block a{color:${P}}
.atlas-align-left{text-align:left}.atlas-align-center{text-align:center}.atlas-align-right{text-align:right}
.atlas-muted{color:${MUTED}}
.atlas-icon{display:inline-block;vertical-align:middle;flex:none}
.atlas-section-title{text-align:center;font-size:2rem;margin-bottom:1.5rem}
.atlas-prose>:last-child{margin-bottom:0}
.atlas-prose ul,.atlas-prose ol{padding-left:1.4em}
.atlas-empty-hint{padding:24px;border:2px dashed ${LINE};border-radius:${R};color:${MUTED};text-align:center;font-size:.9rem}
.atlas-unknown-block{padding:16px;background:#fef2f2;color:#991b1b;border-radius:${R};margin:0}
.atlas-button-row.atlas-align-center{display:flex;justify-content:center}.atlas-button-row.atlas-align-right{display:flex;justify-content:flex-end}
.atlas-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;border-radius:${R};font-weight:600;text-decoration:none;border:2px solid transparent;cursor:pointer;font:inherit;font-weight:600;line-height:1.2;transition:filter .15s,background-color .15s}
.atlas-block .atlas-button--primary{background:${P};color:${ON_P}}
.atlas-block .atlas-button--secondary{background:${TEXT};color:${SURFACE}}
.atlas-block .atlas-button--outline{background:transparent;color:${P};border-color:currentColor}
.atlas-block .atlas-button--ghost{background:transparent;color:${P};text-decoration:underline}
.atlas-button:hover{filter:brightness(.92)}
.atlas-button:focus-visible,.atlas-block summary:focus-visible,.atlas-tabs__tab:focus-visible{outline:3px solid ${P};outline-offset:2px}
.atlas-button--sm{padding:8px 14px;font-size:.875rem}.atlas-button--md{padding:12px 22px;font-size:1rem}.atlas-button--lg{padding:16px 30px;font-size:1.125rem}
.atlas-button:disabled{opacity:.6;cursor:progress}
.atlas-block figcaption{color:${MUTED};font-size:.9rem;margin-top:8px;text-align:center}
.atlas-image-failed{display:flex;align-items:center;justify-content:center;min-height:160px;background:${ALT};color:${MUTED};border-radius:${R};font-size:.9rem}
.atlas-grid{display:grid;gap:24px;list-style:none;margin:0;padding:0;grid-template-columns:1fr}
.atlas-feature__icon{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:12px;background:color-mix(in srgb,${P} 12%,transparent);color:${P};margin-bottom:12px;font-size:24px}
.atlas-checklist{list-style:none;padding:0;margin:16px 0 0;display:grid;gap:8px}
.atlas-checklist li{display:flex;gap:8px;align-items:flex-start}.atlas-checklist .atlas-icon{color:#047857;margin-top:3px}
.atlas-form__status:empty{display:none}.atlas-form__status{margin:0;font-weight:600}
.atlas-ok{color:#047857}.atlas-error{color:#b91c1c}
.atlas-anim-fade-in{animation:atlas-fade-in .6s ease both}
.atlas-anim-slide-up{animation:atlas-slide-up .6s ease both}
.atlas-anim-slide-left{animation:atlas-slide-left .6s ease both}
.atlas-anim-zoom-in{animation:atlas-zoom-in .5s ease both}
@keyframes atlas-fade-in{from{opacity:0}to{opacity:1}}
@keyframes atlas-slide-up{from{opacity:0;transform:translateY(24px)}to{opacity:1;transform:none}}
@keyframes atlas-slide-left{from{opacity:0;transform:translateX(24px)}to{opacity:1;transform:none}}
@keyframes atlas-zoom-in{from{opacity:0;transform:scale(.94)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.atlas-block[class*=atlas-anim-]{animation:none}}
.atlas-sr-only{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.atlas-more-link{display:inline-flex;align-items:center;gap:4px;font-weight:600}
.atlas-newsletter,.atlas-search{max-width:640px;margin:0 auto;text-align:center}
.atlas-newsletter__row{display:flex;gap:8px;flex-wrap:wrap}
.atlas-newsletter__row input{flex:1 1 220px;padding:12px 14px;border:1px solid #6b7280;border-radius:8px;font:inherit;min-width:0}
.atlas-hours dl,.atlas-data-list dl{margin:0}
.atlas-hours dl>div,.atlas-data-list dl>div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid ${LINE}}
.atlas-hours dt,.atlas-data-list dt{font-weight:600}.atlas-hours dd,.atlas-data-list dd{margin:0;text-align:right}
`;

/** Rules that change with the viewport, written once and wrapped per query. */
const sharedTabletUp = `
.atlas-grid{grid-template-columns:repeat(var(--atlas-cols-tablet,2),minmax(0,1fr))}
`;
const sharedDesktopUp = `
.atlas-grid{grid-template-columns:repeat(var(--atlas-cols,3),minmax(0,1fr))}
`;
const base = sharedBase + blockStyles.map((css) => css.base).join('');
const tabletUp = sharedTabletUp + blockStyles.map((css) => css.tabletUp ?? '').join('');
const desktopUp = sharedDesktopUp + blockStyles.map((css) => css.desktopUp ?? '').join('');

const hidden = (breakpoint: string) => `.atlas-hide-${breakpoint}{display:none!important}`;

function responsive(query: (range: string) => string, hide?: (breakpoint: string) => string): string {
  return [
    `${query('(min-width: 641px)')}{${tabletUp}}`,
    `${query('(min-width: 1025px)')}{${desktopUp}}`,
    ...(hide
      ? [
          `${query('(max-width: 640px)')}{${hide('mobile')}}`,
          `${query('(min-width: 641px) and (max-width: 1024px)')}{${hide('tablet')}}`,
          `${query('(min-width: 1025px)')}{${hide('desktop')}}`,
        ]
      : []),
  ].join('\n');
}

const minify = (css: string) => css.replace(/\n+/g, '\n').trim();

export const publicBlockCss: string = minify(base + responsive((range) => `@media ${range}`, hidden));

/**
 * The canvas: the same rules answering to the width of the `atlas-canvas` container (the builder's canvas
 * frame). Hidden blocks are not removed here: the builder shows them dimmed so they stay selectable.
 */
export const blockCss: string = minify(base + responsive((range) => `@container atlas-canvas ${range}`));

/** The animation choices BlockView understands (settings.animation). */
export const blockAnimations: { value: string; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'fade-in', label: 'Fade in' },
  { value: 'slide-up', label: 'Slide up' },
  { value: 'slide-left', label: 'Slide in from the right' },
  { value: 'zoom-in', label: 'Zoom in' },
];
