import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthSelector } from './month-selector';

describe('MonthSelector — docs/product-rules.md#r-table-2', () => {
  it('shows the month by name and steps both ways', async () => {
    const onStep = jest.fn();
    render(<MonthSelector month={11} year={2026} onStep={onStep} />);
    expect(screen.getByText('November 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onStep.mock.calls).toEqual([[-1], [1]]);
  });

  it('cannot go past its latest month', () => {
    render(<MonthSelector month={11} year={2026} onStep={jest.fn()} max={{ month: 11, year: 2026 }} />);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
