import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger and closes on Escape, focus back on the trigger', async () => {
    render(
      <Popover trigger={<Button>3 members</Button>} label="Members">
        <ul>
          <li>Ana Lima</li>
        </ul>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: '3 members' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Members' }).textContent).toContain('Ana Lima');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
