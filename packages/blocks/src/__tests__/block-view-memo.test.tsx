import { render } from '@testing-library/react';
import { blockRegistry, createBlock, PageBlocks, type Block } from '../index';

describe('BlockView memoisation', () => {
  it('re-renders only the block whose object changed', () => {
    const renderHeading = jest.spyOn(blockRegistry.heading, 'render');
    const blocks: Block[] = Array.from({ length: 50 }, () => createBlock('heading'));
    const { rerender } = render(<PageBlocks blocks={blocks} mode="canvas" />);
    expect(renderHeading).toHaveBeenCalledTimes(50);
    renderHeading.mockClear();
    const edited = [...blocks];
    edited[7] = { ...blocks[7], content: { ...blocks[7].content, text: 'Edited' } };
    rerender(<PageBlocks blocks={edited} mode="canvas" />);
    expect(renderHeading).toHaveBeenCalledTimes(1);
    renderHeading.mockRestore();
  });
});
