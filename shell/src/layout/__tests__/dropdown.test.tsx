import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from '../dropdown';

function UserMenu() {
  return (
    <Dropdown label="User menu" trigger="demo">
      {(close) =>
        ['Profile', 'Settings', 'Logout'].map((label) => (
          <button key={label} role="menuitem" onClick={close}>
            {label}
          </button>
        ))
      }
    </Dropdown>
  );
}

describe('dropdown menu', () => {
  it('opens on the first item, moves with the arrow keys and closes on Escape back to its button', async () => {
    render(<UserMenu />);
    const button = screen.getByRole('button', { name: 'User menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });
});
