import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { FormSubmit } from './form-layout';
import { SearchBox } from './search-box';
import { SegmentedControl } from './segmented-control';
import { Switch } from './switch';
import { TextField } from './text-field';

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports the text ~300 ms after the last key, once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    render(<SearchBox value="" onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 'lim');
    act(() => jest.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([['lim']]);
  });

  it('searches at once on Enter and clears with its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    render(<SearchBox value="" onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 'ana{Enter}');
    expect(onChange.mock.calls).toEqual([['ana']]);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});

describe('SegmentedControl', () => {
  it('moves the choice with the arrow keys, as a radio group', async () => {
    function Harness() {
      const [value, setValue] = useState(false);
      return (
        <SegmentedControl
          label="Status"
          value={value}
          onChange={setValue}
          options={[
            { value: false, label: 'Active' },
            { value: true, label: 'Archive' },
          ]}
        />
      );
    }
    render(<Harness />);
    const active = screen.getByRole('radio', { name: 'Active' });
    expect(active.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Archive' }).tabIndex).toBe(-1);
    active.focus();
    await userEvent.keyboard('{ArrowRight}');
    const archive = screen.getByRole('radio', { name: 'Archive' });
    expect(archive.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(archive);
  });
});

describe('Button, Checkbox, Switch, TextField', () => {
  it('a loading button ignores clicks, says it is busy and keeps focus', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('a checkbox reports checked and shows a mixed state', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Paid" indeterminate onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Paid' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a switch toggles from the keyboard', async () => {
    const onChange = jest.fn();
    render(<Switch label="Notifications" checked={false} onChange={onChange} />);
    screen.getByRole('switch', { name: 'Notifications' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a text field shows its error, linked to the input, and keeps the value', async () => {
    render(<TextField label="Email" defaultValue="ana@" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(input.value).toBe('ana@');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') as string)?.textContent).toBe('Enter a valid email');
    // announced when it appears, as every error where it happened (FormError)
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email');
  });
});

describe('FormSubmit', () => {
  it('submits its form, and sends nothing more while the form saves', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <FormSubmit saving={false}>Save</FormSubmit>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <FormSubmit saving>Save</FormSubmit>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
