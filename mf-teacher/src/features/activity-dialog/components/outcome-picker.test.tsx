import { fireEvent, render, screen } from '@testing-library/react';
import { OutcomePicker } from './outcome-picker';

const HOUR = 3600_000;
const now = Date.parse('2026-03-20T10:00:00Z');
const picker = () => screen.getByLabelText('Outcome') as HTMLSelectElement;
const option = (label: string | RegExp) => screen.getByRole('option', { name: label }) as HTMLOptionElement;

describe('the outcome picker (docs/product-rules.md#r-pay-1)', () => {
  it('suggests a cancellation with notice when the start is further away than the notice window', () => {
    render(<OutcomePicker outcome={null} startTime={now + 72 * HOUR} now={now} noticeHours={48} disabled={false} onChange={jest.fn()} />);
    expect(picker().value).toBe('none');
    expect(option('Cancelled by the student with notice (suggested)')).toBeTruthy();
    expect(option('Cancelled late').textContent).toBe('Cancelled late');
    expect(screen.getByText(/48 hours of notice: a student cancelling now counts as Cancelled by the student with notice/)).toBeTruthy();
  });

  it('suggests late within the notice window, and offers held and no-show only once the lesson started', () => {
    const { rerender } = render(<OutcomePicker outcome={null} startTime={now + 2 * HOUR} now={now} noticeHours={48} disabled={false} onChange={jest.fn()} />);
    expect(option('Cancelled late (suggested)')).toBeTruthy();
    expect(option('Held').disabled).toBe(true);
    expect(option('No-show').disabled).toBe(true);
    rerender(<OutcomePicker outcome={null} startTime={now - HOUR} now={now} noticeHours={48} disabled={false} onChange={jest.fn()} />);
    expect(option('Held').disabled).toBe(false);
    expect(option('No-show').disabled).toBe(false);
  });

  it('sends what the person picked, not the suggestion, and none as null', () => {
    const onChange = jest.fn();
    render(<OutcomePicker outcome="cancelled_school" startTime={now + 72 * HOUR} now={now} noticeHours={48} disabled={false} onChange={onChange} />);
    expect(picker().value).toBe('cancelled_school');
    fireEvent.change(picker(), { target: { value: 'cancelled_late' } });
    fireEvent.change(picker(), { target: { value: 'none' } });
    expect(onChange.mock.calls).toEqual([['cancelled_late'], [null]]);
  });

  it('suggests nothing while the policy loads', () => {
    render(<OutcomePicker outcome={null} startTime={now + 72 * HOUR} now={now} noticeHours={null} disabled={false} onChange={jest.fn()} />);
    expect(screen.queryByRole('option', { name: /suggested/ })).toBeNull();
  });
});
