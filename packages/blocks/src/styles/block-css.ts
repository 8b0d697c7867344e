// The blocks' stylesheet. Mobile-first; breakpoints (mobile ≤640, tablet 641–1024, desktop ≥1025).
// Colours come from CSS variables a site theme may set (--atlas-primary...), with fallbacks chosen for
// WCAG AA contrast. The public page gets it with media queries; the canvas gets the same rules with
// container queries on `.atlas-canvas`, so a 375px-wide canvas shows the mobile layout on a wide screen.
// Title sizes use cqi (the canvas frame's width; the viewport's on the public page, which has no container)
// after a vw fallback, and headings break a word longer than the line rather than overflow it.

const P = 'var(--atlas-primary, #2563eb)';
const ON_P = 'var(--atlas-on-primary, #ffffff)';
const TEXT = 'var(--atlas-text, #111827)';
const MUTED = 'var(--atlas-muted, #4b5563)';
const SURFACE = 'var(--atlas-surface, #ffffff)';
const ALT = 'var(--atlas-surface-alt, #f3f4f6)';
const LINE = 'var(--atlas-border, #e5e7eb)';
const R = 'var(--atlas-radius, 10px)';

const base = `
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
.atlas-heading{margin:0}
h1.atlas-heading{font-size:clamp(1.75rem,1rem + 3vw,2.5rem);font-size:clamp(1.75rem,1rem + 3cqi,2.5rem)}h2.atlas-heading{font-size:clamp(1.5rem,1rem + 2vw,2rem);font-size:clamp(1.5rem,1rem + 2cqi,2rem)}h3.atlas-heading{font-size:1.5rem}
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
.atlas-image{margin:0}.atlas-image img{width:100%;border-radius:${R}}
.atlas-block figcaption{color:${MUTED};font-size:.9rem;margin-top:8px;text-align:center}
.atlas-image-failed{display:flex;align-items:center;justify-content:center;min-height:160px;background:${ALT};color:${MUTED};border-radius:${R};font-size:.9rem}
.atlas-video--frame{position:relative;aspect-ratio:16/9}
.atlas-video--frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:${R}}
.atlas-video video{width:100%;border-radius:${R}}
.atlas-video--failed{padding:24px;background:${ALT};color:${MUTED};text-align:center;border-radius:${R}}
.atlas-divider{border:0;border-top-style:solid;margin:0}
.atlas-columns{display:grid;grid-template-columns:1fr}
.atlas-column{min-width:0}
.atlas-hero{position:relative;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,var(--atlas-hero-from, #1e3a8a),var(--atlas-hero-to, #6d28d9));background-size:cover;background-position:center;color:#fff;border-radius:inherit;overflow:hidden}
.atlas-hero__overlay{position:absolute;inset:0}
.atlas-hero__inner{position:relative;max-width:820px;width:100%;padding:48px 24px}
.atlas-hero.atlas-align-left{justify-content:flex-start}.atlas-hero.atlas-align-right{justify-content:flex-end}
.atlas-block .atlas-hero__title{font-size:clamp(1.75rem,1rem + 3.5vw,3.5rem);font-size:clamp(1.75rem,1rem + 3.5cqi,3.5rem);color:#fff;text-shadow:0 2px 12px rgba(0,0,0,.35)}
.atlas-hero__subtitle{font-size:1.2rem;margin-bottom:1.5rem;color:#fff;text-shadow:0 1px 8px rgba(0,0,0,.35)}
.atlas-block .atlas-hero .atlas-button--primary{background:#fff;color:#111827}
.atlas-grid{display:grid;gap:24px;list-style:none;margin:0;padding:0;grid-template-columns:1fr}
.atlas-feature{padding:24px;border-radius:${R};background:${SURFACE};border:1px solid ${LINE}}
.atlas-feature__icon{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:12px;background:color-mix(in srgb,${P} 12%,transparent);color:${P};margin-bottom:12px;font-size:24px}
.atlas-feature h2,.atlas-feature h3{font-size:1.2rem}.atlas-feature p{color:${MUTED};margin:0}
.atlas-testimonial{margin:0;padding:28px;border-radius:${R};background:${ALT};height:100%}
.atlas-testimonial blockquote{margin:0 0 16px;font-size:1.15rem;font-style:italic}
.atlas-testimonial figcaption{display:flex;align-items:center;gap:12px;text-align:left;margin:0;color:${TEXT}}
.atlas-testimonial figcaption>span{display:flex;flex-direction:column}
.atlas-avatar{width:48px;height:48px;border-radius:50%;object-fit:cover}
.atlas-rating{margin:0 0 8px;color:#b45309;font-size:1.1rem;letter-spacing:2px}
.atlas-star{color:#d1d5db}.atlas-star--on{color:#b45309}
.atlas-gallery figure{margin:0}.atlas-gallery img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:${R}}
.atlas-plan{position:relative;padding:32px 24px;border:1px solid ${LINE};border-radius:${R};background:${SURFACE};display:flex;flex-direction:column}
.atlas-plan--highlighted{border:2px solid ${P};box-shadow:0 12px 32px rgba(17,24,39,.12)}
.atlas-plan__badge{position:absolute;top:-14px;left:50%;transform:translateX(-50%);background:${P};color:${ON_P};padding:4px 12px;border-radius:999px;font-size:.8rem;font-weight:700;white-space:nowrap}
.atlas-plan__price{font-size:1rem}.atlas-plan__amount{font-size:2.5rem;font-weight:800}
.atlas-checklist{list-style:none;padding:0;margin:16px 0 0;display:grid;gap:8px}
.atlas-checklist li{display:flex;gap:8px;align-items:flex-start}.atlas-checklist .atlas-icon{color:#047857;margin-top:3px}
.atlas-form{display:grid;gap:16px;max-width:640px}
.atlas-form__field{display:grid;gap:6px}
.atlas-form label{font-weight:600}
.atlas-required{color:#b91c1c}
.atlas-form input:not([type=checkbox]),.atlas-form textarea{width:100%;padding:12px 14px;border:1px solid #6b7280;border-radius:8px;font:inherit;color:${TEXT};background:${SURFACE}}
.atlas-form input:focus-visible,.atlas-form textarea:focus-visible{outline:3px solid ${P};outline-offset:1px}
.atlas-form__check{display:flex;gap:8px;align-items:center}
.atlas-form .atlas-button{justify-self:start}
.atlas-form__status:empty{display:none}.atlas-form__status{margin:0;font-weight:600}
.atlas-ok{color:#047857}.atlas-error{color:#b91c1c}
.atlas-accordion{border:1px solid ${LINE};border-radius:${R};overflow:hidden}
.atlas-accordion__item+.atlas-accordion__item{border-top:1px solid ${LINE}}
.atlas-accordion summary{cursor:pointer;padding:16px 20px;font-weight:600;list-style-position:inside}
.atlas-accordion__content{padding:0 20px 16px;color:${MUTED}}
.atlas-tabs__list{display:flex;flex-wrap:wrap;gap:4px;border-bottom:2px solid ${LINE}}
.atlas-tabs__tab{background:none;border:0;border-bottom:3px solid transparent;margin-bottom:-2px;padding:12px clamp(8px,2.5vw,18px);padding:12px clamp(8px,2.5cqi,18px);min-width:0;white-space:normal;overflow-wrap:anywhere;font:inherit;font-weight:600;color:${MUTED};cursor:pointer}
.atlas-tabs__tab[aria-selected=true]{color:${P};border-bottom-color:${P}}
.atlas-tabs__panel{padding:20px 4px}
.atlas-html-frame{width:100%;min-height:150px;border:1px dashed ${LINE};resize:vertical;background:#fff}
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
.atlas-quote{margin:0;padding:8px 0 8px 24px;border-left:4px solid ${P}}
.atlas-quote.atlas-align-center{border-left:0;padding-left:0}
.atlas-quote blockquote{margin:0;font-size:1.5rem;line-height:1.4;font-family:var(--atlas-heading-font, Georgia, serif)}
.atlas-quote figcaption{text-align:inherit;font-size:1rem}
.atlas-list ul:not(.atlas-checklist),.atlas-list ol{padding-left:1.4em;margin:0}.atlas-list li+li{margin-top:6px}
.atlas-icon-box .atlas-feature__icon{margin-bottom:12px}.atlas-icon-box p{color:${MUTED}}
.atlas-alert{display:flex;gap:12px;align-items:flex-start;padding:16px 20px;border-radius:${R};border-left:4px solid}
.atlas-alert p{margin:0}.atlas-alert__title{font-weight:700}
.atlas-alert--info{background:#eff6ff;color:#1e3a8a}.atlas-alert--success{background:#ecfdf5;color:#065f46}
.atlas-alert--warning{background:#fffbeb;color:#78350f}.atlas-alert--error{background:#fef2f2;color:#991b1b}
.atlas-badges{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.atlas-badges.atlas-align-center{justify-content:center}.atlas-badges.atlas-align-right{justify-content:flex-end}
.atlas-badges li{padding:6px 14px;border-radius:999px;background:${ALT};border:1px solid ${LINE};font-size:.9rem;font-weight:600}
.atlas-audio{margin:0;padding:20px;border-radius:${R};background:${ALT}}
.atlas-audio figcaption{text-align:left;margin:0 0 12px;color:${TEXT};display:flex;flex-direction:column}
.atlas-audio audio{width:100%}
.atlas-image-text{display:grid;gap:32px;align-items:center}
.atlas-image-text img{width:100%;border-radius:${R}}
.atlas-before-after{display:grid;gap:16px;grid-template-columns:1fr 1fr}
.atlas-before-after figure{margin:0;position:relative}.atlas-before-after img{width:100%;border-radius:${R}}
.atlas-before-after .atlas-before-after__label{position:absolute;top:12px;left:12px;margin:0;background:rgba(17,24,39,.85);color:#fff;padding:4px 10px;border-radius:999px;font-weight:600}
.atlas-cta{text-align:center;padding:56px 24px;border-radius:${R};background:var(--atlas-cta-bg, #111827);color:#fff}
.atlas-block .atlas-cta h2{color:#fff;font-size:2rem}.atlas-cta p{color:#e5e7eb;max-width:640px;margin:0 auto 24px}
.atlas-cta__actions{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.atlas-block .atlas-cta .atlas-button--primary{background:#fff;color:#111827}.atlas-block .atlas-cta .atlas-button--outline{color:#fff}
.atlas-card{border:1px solid ${LINE};border-radius:${R};overflow:hidden;background:${SURFACE};display:flex;flex-direction:column}
.atlas-card img{width:100%;aspect-ratio:16/10;object-fit:cover}.atlas-card .atlas-image-failed{border-radius:0}
.atlas-card__body{padding:20px}.atlas-card__body h2,.atlas-card__body h3{font-size:1.2rem}.atlas-card__body p{color:${MUTED}}
.atlas-newsletter,.atlas-search{max-width:640px;margin:0 auto;text-align:center}
.atlas-search{text-align:left}.atlas-search label{display:block;font-weight:600;margin-bottom:6px}
.atlas-newsletter__row{display:flex;gap:8px;flex-wrap:wrap}
.atlas-newsletter__row input{flex:1 1 220px;padding:12px 14px;border:1px solid #6b7280;border-radius:8px;font:inherit;min-width:0}
.atlas-newsletter .atlas-form__status{margin-top:12px}
.atlas-member{text-align:center}.atlas-member img{width:120px;height:120px;border-radius:50%;object-fit:cover;margin:0 auto 12px}
.atlas-member h2,.atlas-member h3{font-size:1.15rem;margin-bottom:2px}.atlas-member__role{color:${P};font-weight:600}
.atlas-stats dl{display:grid;gap:24px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;text-align:center}
.atlas-stat{display:flex;flex-direction:column-reverse}.atlas-stat dd{margin:0;font-size:2.5rem;font-weight:800;color:${P};line-height:1.1}.atlas-stat dt{color:${MUTED}}
.atlas-logos{text-align:center}.atlas-logos__title{color:${MUTED};font-weight:600;text-transform:uppercase;letter-spacing:.08em;font-size:.85rem}
.atlas-logos ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:24px 40px;justify-content:center;align-items:center}
.atlas-logos img{height:40px;width:auto;filter:grayscale(1);opacity:.85}
.atlas-steps ol{list-style:none;margin:0;padding:0;display:grid;gap:24px}
.atlas-steps li{position:relative;padding-left:60px}.atlas-steps h2,.atlas-steps h3{font-size:1.15rem}
.atlas-steps__number{position:absolute;left:0;top:0;width:44px;height:44px;border-radius:50%;background:${P};color:${ON_P};display:flex;align-items:center;justify-content:center;font-weight:800}
.atlas-contact-info ul{list-style:none;margin:0;padding:0;display:grid;gap:14px}
.atlas-contact-info li{display:flex;gap:12px;align-items:flex-start}.atlas-contact-info .atlas-icon{color:${P};margin-top:2px}
.atlas-contact-info address{font-style:normal}
.atlas-hours dl,.atlas-data-list dl{margin:0}
.atlas-hours dl>div,.atlas-data-list dl>div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid ${LINE}}
.atlas-hours dt,.atlas-data-list dt{font-weight:600}.atlas-hours dd,.atlas-data-list dd{margin:0;text-align:right}
.atlas-social ul{list-style:none;margin:0;padding:0;display:flex;gap:10px;flex-wrap:wrap}
.atlas-social.atlas-align-center{text-align:center}.atlas-social.atlas-align-center ul{justify-content:center}
.atlas-social.atlas-align-right ul{justify-content:flex-end}.atlas-social__title{font-weight:600}
.atlas-social a{display:inline-flex;width:44px;height:44px;border-radius:50%;align-items:center;justify-content:center;background:${ALT};color:${TEXT}}
.atlas-social a:hover{background:${P};color:${ON_P}}
.atlas-slider__track{list-style:none;margin:0;padding:4px 4px 16px;display:grid;grid-auto-flow:column;grid-auto-columns:min(85%,380px);gap:20px;overflow-x:auto;scroll-snap-type:x mandatory}
.atlas-slider__track>li{scroll-snap-align:start}
.atlas-slider__track:focus-visible{outline:3px solid ${P}}
.atlas-product{display:flex;flex-direction:column;gap:8px;height:100%}
.atlas-product__media{position:relative}.atlas-product__media img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:${R}}
.atlas-product__badge{position:absolute;top:10px;left:10px;background:#b91c1c;color:#fff;font-size:.8rem;font-weight:700;padding:3px 10px;border-radius:999px}
.atlas-block .atlas-product__name{font-size:1.1rem;margin:4px 0 0}
.atlas-product__price{font-weight:700;font-size:1.15rem;display:flex;gap:8px;align-items:baseline}
.atlas-product__price del{color:${MUTED};font-weight:400;font-size:.95rem}
.atlas-product .atlas-button{margin-top:auto;align-self:flex-start}
.atlas-block--product-card .atlas-product{max-width:420px;margin:0 auto}
.atlas-product__name a{color:inherit;text-decoration:none}.atlas-product__name a:hover{text-decoration:underline}
.atlas-product__stock{font-size:.9rem;margin:0;font-weight:600}.atlas-product__stock--in_stock{color:#15803d}.atlas-product__stock--low_stock{color:#b45309}.atlas-product__stock--out_of_stock{color:#b91c1c}.atlas-product__stock--backorder{color:#1d4ed8}
.atlas-buy__price del{color:${MUTED};font-weight:400;font-size:1.1rem;margin-left:10px}
.atlas-buy__name{font-weight:600;font-size:1.1rem}.atlas-buy__price{font-size:2.25rem;font-weight:800}.atlas-buy__note{font-size:.9rem;margin-top:12px}
.atlas-countdown{text-align:center}
.atlas-countdown ul{list-style:none;margin:0;padding:0;display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.atlas-countdown li{min-width:84px;padding:14px 8px;border-radius:${R};background:${ALT};display:flex;flex-direction:column;color:${MUTED};font-size:.85rem}
.atlas-countdown li span{font-size:2rem;font-weight:800;color:${TEXT};font-variant-numeric:tabular-nums}
.atlas-countdown__done{font-size:1.5rem;font-weight:700}
.atlas-navbar{display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap}
.atlas-block .atlas-navbar__brand{font-weight:800;font-size:1.25rem;color:${TEXT};text-decoration:none}
.atlas-navbar__brand img{height:36px;width:auto}
.atlas-navbar__toggle{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:1px solid ${LINE};border-radius:8px;background:${SURFACE};color:${TEXT};cursor:pointer}
.atlas-navbar__menu{display:none;width:100%;flex-direction:column;gap:12px}
.atlas-navbar__menu.atlas-open{display:flex}
.atlas-navbar__menu ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.atlas-navbar__menu a:not(.atlas-button){display:block;padding:8px 4px;color:${TEXT};text-decoration:none;font-weight:500}
.atlas-navbar__menu a:not(.atlas-button):hover{color:${P}}
.atlas-footer{color:${MUTED};font-size:.95rem}
.atlas-footer__top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:24px;padding-bottom:24px;border-bottom:1px solid ${LINE}}
.atlas-footer__brand{font-weight:800;font-size:1.15rem;color:${TEXT}}
.atlas-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}
.atlas-block .atlas-footer a{color:${TEXT}}
.atlas-footer__copyright{margin:16px 0 0}
.atlas-breadcrumb ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;font-size:.95rem}
.atlas-breadcrumb li+li::before{content:"/";margin-right:6px;color:${MUTED}}
.atlas-breadcrumb [aria-current]{color:${MUTED}}
.atlas-table-wrap{overflow-x:auto}
.atlas-table{width:100%;border-collapse:collapse;font-size:.95rem}
.atlas-table caption{text-align:left;font-weight:700;padding-bottom:8px}
.atlas-table th,.atlas-table td{padding:10px 12px;border-bottom:1px solid ${LINE};text-align:left}
.atlas-table thead th{background:${ALT}}
.atlas-table--striped tbody tr:nth-child(even){background:#f9fafb}
.atlas-progress ul{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.atlas-progress__label{display:flex;justify-content:space-between;font-weight:600;margin-bottom:6px}
.atlas-progress__track{height:10px;border-radius:999px;background:${LINE};overflow:hidden}
.atlas-progress__bar{height:100%;background:${P};border-radius:inherit}
.atlas-timeline ol{list-style:none;margin:0;padding:0 0 0 24px;border-left:3px solid ${LINE}}
.atlas-timeline li{position:relative;padding:0 0 24px 8px}
.atlas-timeline li::before{content:"";position:absolute;left:-33px;top:4px;width:15px;height:15px;border-radius:50%;background:${P};border:3px solid ${SURFACE}}
.atlas-timeline__date{font-weight:700;color:${P};margin-bottom:2px}.atlas-timeline h2,.atlas-timeline h3{font-size:1.15rem}
.atlas-code{margin:0}.atlas-code figcaption{text-align:left;margin:0;padding:8px 16px;background:#1f2937;color:#e5e7eb;border-radius:${R} ${R} 0 0;font-family:ui-monospace,monospace;font-size:.85rem}
.atlas-code pre{margin:0;padding:16px;background:#111827;color:#f9fafb;overflow-x:auto;border-radius:${R};font-size:.9rem;line-height:1.5}
.atlas-code figcaption+pre{border-radius:0 0 ${R} ${R}}
.atlas-code code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
.atlas-embed{width:100%;border:0;border-radius:${R};display:block}
.atlas-map{margin:0}.atlas-map iframe{width:100%;border:0;border-radius:${R};display:block}.atlas-map figcaption{text-align:left}
`;

/** Rules that change with the viewport, written once and wrapped per query. */
const tabletUp = `
.atlas-image-text{grid-template-columns:1fr 1fr}.atlas-image-text--right .atlas-image-text__media{order:2}
.atlas-stats dl{grid-template-columns:repeat(auto-fit,minmax(140px,1fr))}
.atlas-steps ol{grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
.atlas-navbar{flex-wrap:nowrap}.atlas-navbar__toggle{display:none}
.atlas-navbar__menu{display:flex;width:auto;flex-direction:row;align-items:center;gap:20px}
.atlas-navbar__menu ul{flex-direction:row;gap:20px}
.atlas-columns{grid-template-columns:repeat(var(--atlas-col-count,2),minmax(0,1fr))}
.atlas-columns--1{--atlas-col-count:1}.atlas-columns--2{--atlas-col-count:2}.atlas-columns--3{--atlas-col-count:3}
.atlas-columns--4{--atlas-col-count:4}.atlas-columns--5{--atlas-col-count:5}.atlas-columns--6{--atlas-col-count:6}
.atlas-grid{grid-template-columns:repeat(var(--atlas-cols-tablet,2),minmax(0,1fr))}
.atlas-slider__track{grid-auto-columns:calc((100% - 20px) / 2)}
`;
const desktopUp = `
.atlas-slider__track{grid-auto-columns:calc((100% - 40px) / 3)}
.atlas-grid{grid-template-columns:repeat(var(--atlas-cols,3),minmax(0,1fr))}
`;
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
