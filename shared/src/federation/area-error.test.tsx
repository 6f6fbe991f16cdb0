import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaError } from './area-error';

describe('AreaError — a remote or parcel that failed, shown as the one page-error component', () => {
  it('is announced as an alert with a heading that says what failed, and offers a retry', async () => {
    const onRetry = jest.fn();
    render(<AreaError what="The calendar" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('area-error');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The calendar could not be loaded');
    expect(alert.textContent).toContain('The rest of StudyDesk keeps working.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a way to retry', () => {
    render(<AreaError />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('This part of StudyDesk could not be loaded');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
