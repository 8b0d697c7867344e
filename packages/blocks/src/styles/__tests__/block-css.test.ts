import { blockCss, publicBlockCss } from '../block-css';

describe('block CSS', () => {
  it('hides blocks per breakpoint on the public page (mobile ≤640, tablet 641–1024, desktop ≥1025)', () => {
    expect(publicBlockCss).toContain('@media (max-width: 640px){.atlas-hide-mobile{display:none!important}}');
    expect(publicBlockCss).toContain('@media (min-width: 641px) and (max-width: 1024px){.atlas-hide-tablet{display:none!important}}');
    expect(publicBlockCss).toContain('@media (min-width: 1025px){.atlas-hide-desktop{display:none!important}}');
  });

  it('answers to the canvas width on the canvas and keeps hidden blocks there to be selected', () => {
    expect(blockCss).toContain('@container atlas-canvas (min-width: 641px)');
    expect(blockCss).not.toContain('.atlas-hide-mobile{display:none');
  });

  it('takes colours from theme variables with fallbacks', () => {
    expect(publicBlockCss).toContain('var(--atlas-primary, #2563eb)');
  });
});
