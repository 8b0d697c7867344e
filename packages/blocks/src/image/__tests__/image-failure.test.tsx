import { fireEvent, render, screen } from '@testing-library/react';
import { BlockView, createBlock } from '../../index';

describe('image block', () => {
  it("shows 'Failed to load image' on the canvas when the image cannot display", () => {
    const block = createBlock('image');
    block.content.src = 'https://example.invalid/missing.png';
    render(<BlockView block={block} mode="canvas" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Failed to load image')).toBeTruthy();
  });

  it("shows 'Failed to load image' when there is no usable address", () => {
    const block = createBlock('image');
    block.content.src = 'javascript:alert(1)';
    render(<BlockView block={block} mode="public" />);
    expect(screen.getByText('Failed to load image')).toBeTruthy();
  });
});
