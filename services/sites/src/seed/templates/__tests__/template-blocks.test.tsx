/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
// The templates are plain data built with @atlas/blocks/model; here they meet the full registry the
// builder and the public renderer read.
import { blockRegistry, PageBlocks, validateBlock, walkBlocks, type Block } from '@atlas/blocks';
import { templateLibrary } from '../index';

const allBlocks = (blocks: Block[]): Block[] => [...walkBlocks(blocks)];

describe.each(templateLibrary.map((t) => [t.name, t] as const))('template %s', (_name, template) => {
  const blocks = template.blocks;

  it('uses only registered block types, with the content keys those types define, all valid', () => {
    for (const block of allBlocks(blocks)) {
      const definition = blockRegistry[block.type];
      expect(definition).toBeDefined();
      const known = Object.keys(definition.defaults());
      for (const key of Object.keys(block.content)) expect([block.type, key, known.includes(key)]).toEqual([block.type, key, true]);
      expect([block.id, validateBlock(block)]).toEqual([block.id, null]);
    }
  });

  it('renders as a public page', () => {
    const html = renderToStaticMarkup(<PageBlocks blocks={blocks} mode="public" />);
    expect(html).not.toContain('not implemented');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });
});
