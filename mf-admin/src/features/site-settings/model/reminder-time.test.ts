import { toReminderTime } from './reminder-time';

describe('docs/product-rules.md#r-mail-1 the sending time an admin types', () => {
  it.each([
    ['18:00', '18:00'],
    ['07:05', '07:05'],
    ['23:59:30', '23:59'],
  ])('saves %s as %s', (typed, time) => {
    expect(toReminderTime(typed)).toEqual({ time, error: null });
  });

  it('asks for a time when there is none', () => {
    expect(toReminderTime(' ')).toEqual({ time: null, error: 'Enter the time the reminders go out' });
  });

  it.each(['24:00', '7:00', '18:60', '18:00pm', 'noon'])('refuses %s', (typed) => {
    expect(toReminderTime(typed)).toEqual({ time: null, error: 'Enter a time as HH:mm, e.g. 18:00' });
  });
});
