import { P, type BlockCss } from '../styles/tokens';

export const teamCss: BlockCss = {
  base: `
.atlas-member{text-align:center}.atlas-member img{width:120px;height:120px;border-radius:50%;object-fit:cover;margin:0 auto 12px}
.atlas-member h2,.atlas-member h3{font-size:1.15rem;margin-bottom:2px}.atlas-member__role{color:${P};font-weight:600}
`,
};
