import { ALT, R, TEXT, type BlockCss } from '../styles/tokens';

export const testimonialCss: BlockCss = {
  base: `
.atlas-testimonial{margin:0;padding:28px;border-radius:${R};background:${ALT};height:100%}
.atlas-testimonial blockquote{margin:0 0 16px;font-size:1.15rem;font-style:italic}
.atlas-testimonial figcaption{display:flex;align-items:center;gap:12px;text-align:left;margin:0;color:${TEXT}}
.atlas-testimonial figcaption>span{display:flex;flex-direction:column}
.atlas-avatar{width:48px;height:48px;border-radius:50%;object-fit:cover}
.atlas-rating{margin:0 0 8px;color:#b45309;font-size:1.1rem;letter-spacing:2px}
.atlas-star{color:#d1d5db}.atlas-star--on{color:#b45309}
`,
};
