import { P, type BlockCss } from '../styles/tokens';

export const testimonialSliderCss: BlockCss = {
  base: `
.atlas-slider__track{list-style:none;margin:0;padding:4px 4px 16px;display:grid;grid-auto-flow:column;grid-auto-columns:min(85%,380px);gap:20px;overflow-x:auto;scroll-snap-type:x mandatory}
.atlas-slider__track>li{scroll-snap-align:start}
.atlas-slider__track:focus-visible{outline:3px solid ${P}}
`,
  tabletUp: `
.atlas-slider__track{grid-auto-columns:calc((100% - 20px) / 2)}
`,
  desktopUp: `
.atlas-slider__track{grid-auto-columns:calc((100% - 40px) / 3)}
`,
};
