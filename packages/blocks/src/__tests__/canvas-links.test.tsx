import { fireEvent, render, screen } from '@testing-library/react';
import { BlockView, createBlock } from '../index';

describe('links on the canvas', () => {
  it('do not navigate away from the editor, while the click still reaches the canvas', () => {
    const onClick = jest.fn((event: { defaultPrevented: boolean }) => event.defaultPrevented);
    render(
      <div onClick={(e) => onClick(e)}>
        <BlockView block={createBlock('button')} mode="canvas" />
      </div>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.results[0].value).toBe(true);
  });
});
