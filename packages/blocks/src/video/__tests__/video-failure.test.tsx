import { fireEvent, render, screen } from '@testing-library/react';
import { BlockView, createBlock } from '../../index';

describe('video block', () => {
  it("shows 'Failed to load video' on the canvas when an uploaded file cannot play", () => {
    const block = createBlock('video');
    block.content = { ...block.content, type: 'upload', src: 'https://example.invalid/clip.mp4' };
    const { container } = render(<BlockView block={block} mode="canvas" />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByText('Failed to load video')).toBeTruthy();
  });

  it("shows 'Failed to load video' for a YouTube link without a video id", () => {
    const block = createBlock('video');
    block.content = { ...block.content, type: 'youtube', src: 'https://youtube.com/watch?v=nope' };
    render(<BlockView block={block} mode="public" />);
    expect(screen.getByText('Failed to load video')).toBeTruthy();
  });
});
