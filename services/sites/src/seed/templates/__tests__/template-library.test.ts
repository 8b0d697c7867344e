import { walkBlocks } from '@atlas/blocks/model';
import { templateLibrary, type SeedBlock } from '../index';

const CATEGORIES = ['landing', 'business', 'portfolio', 'blog', 'ecommerce', 'creative', 'education', 'nonprofit'];

/** Every block of a page, nested column blocks included. */
const allBlocks = (blocks: SeedBlock[]): SeedBlock[] => [...walkBlocks(blocks)];

describe('template library', () => {
  it('has at least one template in every category of the library modal', () => {
    const covered = new Set(templateLibrary.map((t) => t.category));
    for (const category of CATEGORIES) expect(covered).toContain(category);
    for (const template of templateLibrary) expect(CATEGORIES).toContain(template.category);
  });

  it('ships the three sample templates the builder falls back to', () => {
    expect(templateLibrary.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Modern Landing Page', 'Business Portfolio', 'Creative Portfolio']),
    );
  });

  it('gives every template a unique key, a name, a description, a rating out of 5 and an inline SVG preview', () => {
    expect(new Set(templateLibrary.map((t) => t.key)).size).toBe(templateLibrary.length);
    for (const template of templateLibrary) {
      expect(template.name && template.description).toBeTruthy();
      expect(template.rating).toBeGreaterThan(0);
      expect(template.rating).toBeLessThanOrEqual(5);
      expect(template.preview_image).toMatch(/^data:image\/svg\+xml;utf8,/);
      expect(typeof template.is_premium).toBe('boolean');
      expect(typeof template.is_popular).toBe('boolean');
    }
  });

  it('builds every template from full blocks: id, type, content, style per breakpoint and settings', () => {
    for (const template of templateLibrary) {
      const blocks = allBlocks(template.blocks);
      expect(template.blocks.length).toBeGreaterThanOrEqual(6);
      expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length);
      for (const block of blocks) {
        expect(block.id).toEqual(expect.any(String));
        expect(block.type).toMatch(/^[a-z][a-z0-9_-]*$/);
        expect(block.content).toEqual(expect.any(Object));
        expect(Object.keys(block.style)).toEqual(['desktop', 'tablet', 'mobile']);
        expect(block.settings.visibility).toEqual({ desktop: true, tablet: true, mobile: true });
        expect(block.settings.margin).toEqual(expect.objectContaining({ bottom: expect.any(Number) }));
      }
    }
  });

  it('leaves the header and footer to the site: the public page draws the site name, its navigation and footer', () => {
    for (const template of templateLibrary) {
      expect([template.key, template.blocks[0].type]).not.toEqual([template.key, 'navbar']);
      expect([template.key, template.blocks[template.blocks.length - 1].type]).not.toEqual([template.key, 'footer']);
    }
  });

  it('keeps each page well under the sites service limit of 1 MB of blocks', () => {
    for (const template of templateLibrary) expect(Buffer.byteLength(JSON.stringify(template.blocks))).toBeLessThan(200_000);
  });
});
