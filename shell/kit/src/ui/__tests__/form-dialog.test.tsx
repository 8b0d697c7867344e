import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../form-dialog';

const renderDialog = (props: Partial<Parameters<typeof FormDialog>[0]> = {}) => {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(
    <FormDialog title="Add endpoint" submitLabel="Add" busy={false} onSubmit={onSubmit} onClose={onClose} {...props}>
      <label>
        URL <input />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
};

describe('FormDialog', () => {
  it('sends the form from the footer button and from Enter in a field; Cancel closes', async () => {
    const { onSubmit, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByLabelText('URL'), 'https://example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holds the submit back when it cannot be sent, and Cancel while busy when asked to', () => {
    renderDialog({ canSubmit: false, busy: true, lockWhileBusy: true });
    expect(screen.getByRole('button', { name: /Add/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
