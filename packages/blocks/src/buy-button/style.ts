import { MUTED, type BlockCss } from '../styles/tokens';

export const buyButtonCss: BlockCss = {
  base: `
.atlas-buy__price del{color:${MUTED};font-weight:400;font-size:1.1rem;margin-left:10px}
.atlas-buy__name{font-weight:600;font-size:1.1rem}.atlas-buy__price{font-size:2.25rem;font-weight:800}.atlas-buy__note{font-size:.9rem;margin-top:12px}
`,
};
