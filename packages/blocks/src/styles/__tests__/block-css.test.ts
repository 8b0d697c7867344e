import { blockStyles } from '../../registry';
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

  it('holds each block type’s own rules (its style.ts), after the shared ones, in library order', () => {
    expect(blockStyles.length).toBeGreaterThan(40);
    for (const css of [publicBlockCss, blockCss]) {
      let at = css.indexOf('.atlas-hours dt,.atlas-data-list dt{'); // the last shared rule before the types' own
      for (const { base } of blockStyles) {
        const first = base.trim().split('\n')[0];
        expect(css.indexOf(first, at)).toBeGreaterThan(at);
        at = css.indexOf(first, at);
      }
    }
    // so a type's rule wins over a shared one of the same weight: the audio caption sits left, not centred
    expect(publicBlockCss.indexOf('.atlas-audio figcaption{')).toBeGreaterThan(publicBlockCss.indexOf('.atlas-block figcaption{'));
  });
});
