/** @jest-environment node */
import { blockRegistry } from '../index';
import { CORE_BLOCK_TYPES, PACK_BLOCK_TYPES, blockOf, blockSchemaOf, blockSchemas, validateBlock } from '../model';

describe('the block schemas of @atlas/blocks/model', () => {
  it('are the registry’s types, in the library’s order, each the schema its view was registered with', () => {
    expect(blockSchemas.map((schema) => schema.type)).toEqual(Object.keys(blockRegistry));
    for (const schema of blockSchemas) {
      const { render, ...registered } = blockRegistry[schema.type];
      expect(typeof render).toBe('function');
      expect(registered).toEqual(schema);
      expect(blockSchemaOf[schema.type]).toBe(schema);
    }
  });

  it('give the core types: every type but the Commerce Blocks pack’s, in library order', () => {
    const packTypes = PACK_BLOCK_TYPES['commerce-blocks'];
    expect(packTypes).toEqual(['product-card', 'product-grid', 'buy-button']);
    expect(CORE_BLOCK_TYPES).toEqual(blockSchemas.map((schema) => schema.type).filter((type) => !packTypes.includes(type)));
    expect(CORE_BLOCK_TYPES).toHaveLength(50);
  });

  it('validate a block without its view (what a service can check)', () => {
    expect(validateBlock(blockOf('v1', 'video', { type: 'youtube', src: 'https://example.com/clip' }))).toBe('Invalid YouTube URL');
    expect(validateBlock(blockOf('s1', 'spacer', { height: 5 }))).toBe('Height must be between 10 and 500');
    expect(validateBlock(blockOf('h1', 'heading', { text: 'Fine' }))).toBeNull();
  });
});
