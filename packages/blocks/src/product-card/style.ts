import { MUTED, R, type BlockCss } from '../styles/tokens';

export const productCardCss: BlockCss = {
  base: `
.atlas-product{display:flex;flex-direction:column;gap:8px;height:100%}
.atlas-product__media{position:relative}.atlas-product__media img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:${R}}
.atlas-product__no-image{width:100%;aspect-ratio:1;border-radius:${R};background:linear-gradient(135deg,var(--atlas-surface-alt,#f3f4f6),var(--atlas-border,#e5e7eb))}
.atlas-product__badge{position:absolute;top:10px;left:10px;background:#b91c1c;color:#fff;font-size:.8rem;font-weight:700;padding:3px 10px;border-radius:999px}
.atlas-block .atlas-product__name{font-size:1.1rem;margin:4px 0 0}
.atlas-product__price{font-weight:700;font-size:1.15rem;display:flex;gap:8px;align-items:baseline}
.atlas-product__price del{color:${MUTED};font-weight:400;font-size:.95rem}
.atlas-product .atlas-button{margin-top:auto;align-self:flex-start}
.atlas-block--product-card .atlas-product{max-width:420px;margin:0 auto}
.atlas-product__name a{color:inherit;text-decoration:none}.atlas-product__name a:hover{text-decoration:underline}
.atlas-product__stock{font-size:.9rem;margin:0;font-weight:600}.atlas-product__stock--in_stock{color:#15803d}.atlas-product__stock--low_stock{color:#b45309}.atlas-product__stock--out_of_stock{color:#b91c1c}.atlas-product__stock--backorder{color:#1d4ed8}
`,
};
