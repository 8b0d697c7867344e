/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockCategories, blockRegistry, BlockView, createBlock, PageBlocks } from '../index';

const render = (type: string, mode: 'canvas' | 'public' = 'public') =>
  renderToStaticMarkup(<BlockView block={createBlock(type)} mode={mode} />);

describe('block registry', () => {
  it('lists the eleven categories of the block library', () => {
    expect(blockCategories.map((c) => c.id)).toEqual([
      'content',
      'media',
      'layout',
      'forms',
      'business',
      'social',
      'ecommerce',
      'interactive',
      'navigation',
      'data',
      'advanced',
    ]);
    expect(blockCategories.every((c) => c.label.length > 0)).toBe(true);
  });

  it('files every block type under one of those categories, with a label, an icon and a description', () => {
    const ids = new Set(blockCategories.map((c) => c.id));
    for (const definition of Object.values(blockRegistry)) {
      expect(ids.has(definition.category)).toBe(true);
      expect(definition.label && definition.icon && definition.description).toBeTruthy();
    }
  });

  it('gives the block library plain-text icons, no emoji (a missing-glyph box in Debian chromium, colour on other systems)', () => {
    for (const { type, icon } of Object.values(blockRegistry)) {
      expect([type, /[\u{10000}-\u{10FFFF}]/u.test(icon)]).toEqual([type, false]);
    }
  });

  // Where fontconfig answers (the Debian image the e2e runs on), ask it whether DejaVu Sans draws each icon.
  const fontconfig = spawnSync('fc-list', ['--version']).status === 0;
  (fontconfig ? it : it.skip)('draws every block library icon with DejaVu Sans, the default font of Debian chromium', () => {
    const codePoints = new Set(
      Object.values(blockRegistry).flatMap((d) => [...d.icon.replace(/\s/g, '')].map((c) => c.codePointAt(0)!.toString(16))),
    );
    const missing = [...codePoints].filter(
      (hex) => !/DejaVu Sans/.test(spawnSync('fc-list', [`DejaVu Sans:charset=${hex}`, 'family']).stdout.toString()),
    );
    expect(missing.map((hex) => String.fromCodePoint(parseInt(hex, 16)))).toEqual([]);
  });

  // Video and embed blocks start without a link: the canvas asks for one, the published page shows nothing.
  const emptyUntilFilledInPublic = new Set(['video', 'embed']);

  it.each(Object.keys(blockRegistry))('renders %s from its defaults on the server, in both modes', (type) => {
    for (const mode of ['public', 'canvas'] as const) {
      const html = render(type, mode);
      expect(html).toContain(`data-block-type="${type}"`);
      expect(html).not.toContain('not implemented');
      const inner = html.replace(/^<div[^>]*>/, '').replace(/<\/div>$/, '');
      if (mode === 'canvas' || !emptyUntilFilledInPublic.has(type)) expect(inner.length).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(blockRegistry))('gives %s fields that name content keys its defaults hold', (type) => {
    const definition = blockRegistry[type];
    const defaults = definition.defaults();
    for (const field of definition.fields) expect(Object.keys(defaults)).toContain(field.name);
  });

  it('holds about fifty block types', () => {
    expect(Object.keys(blockRegistry).length).toBeGreaterThanOrEqual(50);
  });

  it('covers every block type of the content table', () => {
    for (const type of [
      'heading',
      'text',
      'image',
      'button',
      'video',
      'spacer',
      'divider',
      'columns',
      'hero',
      'features',
      'testimonial',
      'gallery',
      'pricing',
      'form',
      'accordion',
      'tabs',
      'html',
    ]) {
      expect(blockRegistry[type]).toBeDefined();
    }
  });

  it('renders every block of a page in order', () => {
    const html = renderToStaticMarkup(<PageBlocks blocks={[createBlock('heading'), createBlock('text')]} mode="public" />);
    expect(html.indexOf('data-block-type="heading"')).toBeLessThan(html.indexOf('data-block-type="text"'));
  });
});
