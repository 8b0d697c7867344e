// The storefront's stylesheet (catalogue, product, cart, checkout, order), in the site frame's variables.
// Pages keep only the rules their markup uses (used-css.ts): the cart line's template is in the markup, so
// the lines the shop island draws from it keep theirs. The grid goes from 4 columns to 2 under 900px and 1
// under 480px; forms are full width on a phone and every control is at least 44px tall.

export const shopCss = `
.site-cart{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:8px 12px;border-radius:var(--atlas-radius);color:var(--atlas-text,#111827);text-decoration:none;font-weight:600}
.site-cart:hover{color:var(--atlas-primary)}
.site-cart__count{display:inline-block;min-width:1.5em;padding:0 6px;border-radius:999px;background:var(--atlas-primary);color:var(--atlas-on-primary,#fff);font-size:.85rem;text-align:center;line-height:1.6}
.site-cart__count:empty{display:none}
.site-shop{max-width:var(--atlas-max-width,1200px);margin:0 auto}
.site-shop h1{font-size:2rem;line-height:1.2;margin:8px 0 16px;font-family:var(--atlas-heading-font,inherit)}
.site-shop__crumbs{font-size:.95rem;color:var(--atlas-muted,#4b5563);margin:0 0 8px}
.site-shop__crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0}
.site-shop__crumbs li+li::before{content:"/";margin-right:6px}
.site-shop__categories ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px;padding:0}
.site-shop__categories a{display:inline-flex;align-items:center;min-height:44px;padding:8px 14px;border:1px solid var(--atlas-border,#d1d5db);border-radius:999px;color:var(--atlas-text,#111827);text-decoration:none}
.site-shop__categories a[aria-current=page]{background:var(--atlas-primary);border-color:var(--atlas-primary);color:var(--atlas-on-primary,#fff)}
.site-shop__filters{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px;margin:0 0 24px}
.site-shop__filters label,.site-shop-form label{display:block;font-weight:600;margin:0 0 4px}
.site-shop__filters>div{flex:1 1 220px}
.site-shop input,.site-shop select,.site-shop textarea{width:100%;min-height:44px;padding:10px 12px;border:1px solid #6b7280;border-radius:var(--atlas-radius);font:inherit;background:var(--atlas-surface,#fff);color:inherit}
.site-shop input[type=checkbox],.site-shop input[type=radio]{width:22px;min-height:22px;height:22px;margin:0 8px 0 0;vertical-align:middle}
.site-shop .site-button{min-height:44px}
.site-shop .site-button:disabled{opacity:.55;cursor:not-allowed}
.site-shop-grid{list-style:none;margin:0 0 24px;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:24px}
.site-shop-card{display:flex;flex-direction:column;gap:6px;height:100%}
.site-shop-card img,.site-shop-card__blank{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--atlas-radius);background:var(--atlas-surface-alt,#f3f4f6)}
.site-shop-card h2{font-size:1.1rem;margin:8px 0 0;line-height:1.3}
.site-shop-card h2 a{color:var(--atlas-text,#111827);text-decoration:none}
.site-shop-card h2 a:hover{color:var(--atlas-primary);text-decoration:underline}
.site-shop-price{font-weight:700;margin:0}
.site-shop-price del{font-weight:400;color:var(--atlas-muted,#4b5563);margin-left:8px}
.site-shop-stock{margin:0;font-size:.95rem;color:#166534}
.site-shop-stock[data-state=low_stock],.site-shop-stock[data-state=backorder]{color:#92400e}
.site-shop-stock[data-state=out_of_stock]{color:#b91c1c}
.site-shop__empty{color:var(--atlas-muted,#4b5563)}
.site-shop__pages{display:flex;align-items:center;justify-content:center;gap:12px;flex-wrap:wrap}
.site-shop-product{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:32px;align-items:start}
.site-shop-gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px}
.site-shop-gallery li:first-child{grid-column:1/-1}
.site-shop-gallery img{display:block;width:100%;height:auto;border-radius:var(--atlas-radius);background:var(--atlas-surface-alt,#f3f4f6)}
.site-shop-product__description{margin-top:24px;overflow-wrap:anywhere}
.site-shop-form{display:grid;gap:16px;max-width:520px;margin:16px 0}
.site-shop-form fieldset{border:1px solid var(--atlas-border,#e5e7eb);border-radius:var(--atlas-radius);padding:16px;margin:0;display:grid;gap:12px;min-width:0}
.site-shop-form legend{font-weight:700;padding:0 6px}
.site-shop-form__hint{margin:4px 0 0;font-size:.9rem;color:var(--atlas-muted,#4b5563)}
.site-shop-form__choice{display:flex;align-items:center;min-height:44px}
.site-shop-form__choice label{margin:0;font-weight:500}
.site-field-error{margin:4px 0 0;color:#b91c1c;font-weight:600}
.site-shop [aria-invalid=true]{border-color:#b91c1c;outline:2px solid #b91c1c}
.site-shop-status{min-height:1.6em;margin:8px 0 0;font-weight:600}
.site-shop-checkout{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:32px;align-items:start}
.site-shop-checkout .site-shop-form{max-width:none}
.site-shop [hidden],.site-shop-form [hidden]{display:none!important}
.site-shop-line:not(:has(img)){grid-template-columns:minmax(0,1fr) auto}
.site-shop-lines{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:12px}
.site-shop-line{display:grid;grid-template-columns:72px minmax(0,1fr) auto;gap:12px;align-items:center;padding:12px 0;border-bottom:1px solid var(--atlas-border,#e5e7eb)}
.site-shop-line img{width:72px;height:72px;object-fit:cover;border-radius:var(--atlas-radius)}
.site-shop-line__name{font-weight:600}
.site-shop-line__meta{margin:0;font-size:.9rem;color:var(--atlas-muted,#4b5563)}
.site-shop-line__actions{display:flex;align-items:center;gap:8px}
.site-shop-line__actions input{width:88px}
.site-shop-totals{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 16px;padding:16px;background:var(--atlas-surface-alt,#f9fafb);border-radius:var(--atlas-radius)}
.site-shop-totals dt{margin:0}
.site-shop-totals dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.site-shop-totals__total{font-weight:700;font-size:1.1rem}
.site-shop-order table{width:100%;border-collapse:collapse;margin:0 0 24px}
.site-shop-order th,.site-shop-order td{text-align:left;padding:10px 8px;border-bottom:1px solid var(--atlas-border,#e5e7eb)}
.site-shop-order td:last-child,.site-shop-order th:last-child{text-align:right}
.site-shop-order__addresses{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:24px}
.site-shop-order address{font-style:normal}
@media (max-width:900px){.site-shop-grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}.site-shop-product,.site-shop-checkout{grid-template-columns:minmax(0,1fr)}}
@media (max-width:480px){.site-shop-grid{grid-template-columns:minmax(0,1fr)}.site-shop-form{max-width:none}.site-shop-line{grid-template-columns:56px minmax(0,1fr)}.site-shop-line:not(:has(img)){grid-template-columns:minmax(0,1fr)}.site-shop-line img{width:56px;height:56px}.site-shop-line__actions{grid-column:1/-1}.site-shop-order__addresses{grid-template-columns:minmax(0,1fr)}.site-shop__filters .site-button{width:100%}}
`;
