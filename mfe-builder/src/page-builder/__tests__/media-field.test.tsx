import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { FieldInput } from '../properties/field-input';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

function Harness({ kind = 'image', initial = '' }: { kind?: 'image' | 'video'; initial?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <FieldInput field={{ name: 'src', label: 'Image', kind }} value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}
const open = (props: { kind?: 'image' | 'video'; initial?: string } = {}) => renderAt('/', '/', <Harness {...props} />);
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });

beforeEach(() => resetApi());

test('refuses a file that is not an image before sending anything', async () => {
  open();
  choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
  expect(calls).toHaveLength(0);
});

test('uploads an image to the media library and sets the field to its address', async () => {
  answer('POST', '/media/upload/', (body: unknown) => {
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('cat.png');
    return { id: 3, url: '/media/u1/202611/cat.png' };
  });
  open();
  choose(new File(['x'], 'cat.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/media/u1/202611/cat.png'));
});

test('a failed upload says so', async () => {
  answer('POST', '/media/upload/', () => {
    throw new ApiError(413, 'Payload Too Large', { detail: 'File is too large' });
  });
  open();
  choose(new File(['x'], 'big.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Image upload failed. Please try again.');
});

test('picks a file from the library', async () => {
  answer('GET', '/media/files/', {
    results: [{ id: 1, name: 'logo.png', url: '/media/u1/logo.png', thumbnail: '/media/u1/logo-thumb.webp', type: 'image' }],
  });
  open();
  fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
  fireEvent.click(await screen.findByRole('button', { name: /logo\.png/ }));
  expect(screen.getByTestId('value')).toHaveTextContent('/media/u1/logo.png');
});

test('Remove asks for confirmation before clearing the field', async () => {
  open({ initial: '/media/u1/logo.png' });
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Remove this image?')).toBeInTheDocument();
  expect(screen.getByTestId('value')).toHaveTextContent('/media/u1/logo.png');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(screen.getByTestId('value')).toHaveTextContent('');
});
