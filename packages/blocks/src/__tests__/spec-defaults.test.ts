import { blockRegistry, createBlock } from '../index';

const defaults = (type: string) => blockRegistry[type].defaults() as Record<string, any>;

describe('block defaults', () => {
  it('starts a hero at height 500 with overlay 0.3', () => {
    expect(defaults('hero')).toMatchObject({ height: 500, overlay: 0.3 });
  });
  it('starts a spacer at 40 and allows 10 to 500', () => {
    expect(defaults('spacer')).toEqual({ height: 40 });
    expect(blockRegistry.spacer.fields[0]).toMatchObject({ kind: 'number', min: 10, max: 500 });
  });
  it('starts a divider 1px thick in #e0e0e0', () => {
    expect(defaults('divider')).toMatchObject({ thickness: 1, color: '#e0e0e0' });
  });
  it('starts columns at count 2 and gap 20, each column with an id and no blocks', () => {
    const content = defaults('columns');
    expect(content).toMatchObject({ count: 2, gap: 20 });
    expect(content.columns).toEqual([
      { id: expect.any(String), blocks: [] },
      { id: expect.any(String), blocks: [] },
    ]);
  });
  it('starts features and gallery at 3 columns', () => {
    expect(defaults('features').columns).toBe(3);
    expect(defaults('gallery').columns).toBe(3);
  });
  it('starts a heading at level h2', () => {
    expect(defaults('heading')).toMatchObject({ level: 'h2' });
  });
  it('rates a testimonial at most 5', () => {
    expect(blockRegistry.testimonial.validate!({ ...defaults('testimonial'), rating: 6 })).not.toBeNull();
    expect(blockRegistry.testimonial.validate!(defaults('testimonial'))).toBeNull();
  });
  it('holds exactly the documented content fields for the full builder types', () => {
    const keys = (type: string) => Object.keys(defaults(type)).sort();
    expect(keys('heading')).toEqual(['align', 'color', 'level', 'text']);
    expect(keys('image')).toEqual(['alt', 'caption', 'src']);
    expect(keys('button')).toEqual(['align', 'icon', 'link', 'size', 'style', 'text']);
    expect(keys('video')).toEqual(['autoplay', 'controls', 'loop', 'muted', 'src', 'type']);
    expect(keys('divider')).toEqual(['color', 'style', 'thickness']);
    expect(keys('hero')).toEqual(['align', 'backgroundImage', 'ctaLink', 'ctaText', 'height', 'overlay', 'subtitle', 'title']);
    expect(keys('features')).toEqual(['columns', 'items', 'title']);
    expect(keys('testimonial')).toEqual(['author', 'avatar', 'position', 'quote', 'rating']);
    expect(keys('gallery')).toEqual(['columns', 'images']);
    expect(keys('pricing')).toEqual(['plans']);
    expect(keys('form')).toEqual(['fields', 'submitText', 'title']);
    expect(keys('tabs')).toEqual(['tabs']);
    expect(Object.keys(defaults('form').fields[0]).sort()).toEqual(['label', 'name', 'placeholder', 'required', 'type']);
    expect(Object.keys(defaults('pricing').plans[0]).sort()).toEqual(['features', 'highlighted', 'name', 'period', 'price']);
  });
});

describe('createBlock', () => {
  it('gives a new block margin bottom 20, padding 20 and visibility at every breakpoint', () => {
    const block = createBlock('heading');
    expect(block).toMatchObject({
      type: 'heading',
      content: { level: 'h2' },
      style: { desktop: {}, tablet: {}, mobile: {} },
      settings: {
        margin: { top: 0, right: 0, bottom: 20, left: 0 },
        padding: { top: 20, right: 20, bottom: 20, left: 20 },
        background: { color: '', image: '', size: 'cover', position: 'center' },
        border: { width: 0, style: 'solid', color: '#e5e7eb' },
        borderRadius: 0,
        animation: 'none',
        visibility: { desktop: true, tablet: true, mobile: true },
      },
    });
  });
  it('gives every block its own id', () => {
    expect(createBlock('text').id).not.toEqual(createBlock('text').id);
  });
});
