import { fireEvent, render } from '@testing-library/react';
import { useHotkey } from '../use-hotkey';

function Probe({ onUndo }: { onUndo(): void }) {
  useHotkey({ key: 'z', ctrl: true }, onUndo);
  return (
    <>
      <input aria-label="title" />
      <input aria-label="visible" type="checkbox" />
    </>
  );
}

test('Ctrl+Z reaches the editor from the page and from a checkbox, not from a text field', () => {
  const onUndo = jest.fn();
  const { getByLabelText } = render(<Probe onUndo={onUndo} />);
  fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
  fireEvent.keyDown(getByLabelText('visible'), { key: 'z', ctrlKey: true });
  fireEvent.keyDown(getByLabelText('title'), { key: 'z', ctrlKey: true });
  expect(onUndo).toHaveBeenCalledTimes(2);
});

test('Ctrl+Shift+Z is not Ctrl+Z', () => {
  const onUndo = jest.fn();
  render(<Probe onUndo={onUndo} />);
  fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
  expect(onUndo).not.toHaveBeenCalled();
});
