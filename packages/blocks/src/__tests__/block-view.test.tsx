/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockView, createBlock, type Block } from '../index';

const html = (block: Block, mode: 'canvas' | 'public' = 'public') => renderToStaticMarkup(<BlockView block={block} mode={mode} />);

describe('BlockView', () => {
  it('says a block type is not implemented when the registry does not know it', () => {
    expect(html({ ...createBlock('text'), type: 'carousel-3d' })).toContain('Block type &quot;carousel-3d&quot; not implemented');
  });

  it('hides a block per breakpoint with atlas-hide-* classes', () => {
    const block = createBlock('heading');
    block.settings.visibility = { desktop: true, tablet: false, mobile: false };
    const markup = html(block);
    expect(markup).toContain('atlas-hide-tablet');
    expect(markup).toContain('atlas-hide-mobile');
    expect(markup).not.toContain('atlas-hide-desktop');
  });

  it('applies margin, padding, background, border and radius inline', () => {
    const block = createBlock('heading');
    block.settings.background.color = '#fafafa';
    block.settings.border = { width: 2, style: 'dashed', color: '#111111' };
    block.settings.borderRadius = 12;
    const markup = html(block);
    expect(markup).toContain('margin:0px 0px 20px 0px');
    expect(markup).toContain('padding:20px 20px 20px 20px');
    expect(markup).toContain('background-color:#fafafa');
    expect(markup).toContain('border:2px dashed #111111');
    expect(markup).toContain('border-radius:12px');
  });

  it('scopes per-breakpoint style to the block with media queries in public and container queries on the canvas', () => {
    const block = createBlock('heading');
    block.style = { desktop: { fontSize: 40 }, tablet: {}, mobile: { fontSize: '24px' } };
    const scope = `.atlas-b-${block.id.replace(/[^\w-]/g, '')}`;
    expect(html(block)).toContain(
      `${scope}{font-size:40px !important}${scope}>:not(style){font-size:40px !important}` +
        `@media (max-width: 640px){${scope}{font-size:24px !important}${scope}>:not(style){font-size:24px !important}}`,
    );
    expect(html(block, 'canvas')).toContain('@container atlas-canvas (max-width: 640px)');
  });

  it("gives the text properties to the block's own element too, where the stylesheet sizes the heading itself", () => {
    const block = createBlock('heading');
    block.style = { desktop: {}, tablet: {}, mobile: { fontSize: '22px', textAlign: 'center', maxWidth: '300px' } };
    const scope = `.atlas-b-${block.id.replace(/[^\w-]/g, '')}`;
    expect(html(block)).toContain(`${scope}>:not(style){font-size:22px !important;text-align:center !important}`);
    expect(html(block)).toContain(`${scope}{font-size:22px !important;text-align:center !important;max-width:300px !important}`);
  });

  it('adds the animation class', () => {
    const block = createBlock('text');
    block.settings.animation = 'fade-in';
    expect(html(block)).toContain('atlas-anim-fade-in');
  });

  it('drops style values that could break out of the style element', () => {
    const block = createBlock('heading');
    block.style.desktop = { color: 'red</style><script>alert(1)</script>' };
    expect(html(block)).not.toContain('<script>');
  });
});

describe('BlockView settings', () => {
  it('refuses setting values that would add CSS declarations', () => {
    const block = createBlock('heading');
    block.settings.background.color = 'red;position:fixed';
    block.settings.border = { width: 1, style: 'solid;inset:0', color: 'blue' };
    const markup = html(block);
    expect(markup).not.toContain('position:fixed');
    expect(markup).not.toContain('inset');
  });
});
