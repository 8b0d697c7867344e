/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { ColumnsLayout, createBlock, resizeColumns } from '../../index';

describe('columns block', () => {
  it('grows to the new count with empty columns', () => {
    const content = resizeColumns(createBlock('columns').content, 3);
    expect(content.count).toBe(3);
    expect(content.columns).toHaveLength(3);
    expect(content.columns[2]).toEqual({ id: expect.any(String), blocks: [] });
  });

  it('moves the blocks of removed columns into the last remaining column', () => {
    const content = createBlock('columns').content;
    const moved = createBlock('text');
    content.columns[1].blocks = [moved];
    const shrunk = resizeColumns(content, 1);
    expect(shrunk.columns).toHaveLength(1);
    expect(shrunk.columns[0].blocks).toEqual([moved]);
  });

  it('lets the canvas render each column itself', () => {
    const html = renderToStaticMarkup(
      <ColumnsLayout content={createBlock('columns').content} mode="canvas" renderColumn={(_column, i) => <span>drop zone {i}</span>} />,
    );
    expect(html).toContain('drop zone 0');
    expect(html).toContain('drop zone 1');
  });

  it('stacks on mobile and sits side by side from tablet up', () => {
    const { publicBlockCss } = require('../../index');
    expect(publicBlockCss).toMatch(/\.atlas-columns\{display:grid;grid-template-columns:1fr\}/);
    expect(publicBlockCss).toMatch(
      /@media \(min-width: 641px\)\{[^@]*\.atlas-columns\{grid-template-columns:repeat\(var\(--atlas-col-count,2\)/,
    );
  });
});
