import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setTranslations } from '@studydesk/shared/i18n';
import { DateField } from './date-field';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Date" value={value} onChange={setValue} />;
}

describe('DateField', () => {
  it('keeps what is typed as the value', async () => {
    render(<Harness initial="" />);
    const input = screen.getByLabelText('Date');
    await userEvent.type(input, '05/11/20');
    expect((input as HTMLInputElement).value).toBe('05/11/20');
  });

  it('opens a calendar on the typed day and picks another with the keyboard', async () => {
    render(<Harness initial="10/03/2026" />);
    const button = screen.getByRole('button', { name: 'Choose a date' });
    await userEvent.click(button);
    // the calendar's code comes in when first needed
    expect(await screen.findByRole('grid')).toBeTruthy();
    // the typed day has focus; a week later, then Enter
    expect(document.activeElement?.textContent).toBe('10');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('17/03/2026');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape without changing the date', async () => {
    render(<Harness initial="10/03/2026" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a date' }));
    await screen.findByRole('grid');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('10/03/2026');
  });

  it('names the month, the weekdays and the days in the user language', async () => {
    setTranslations('es', { 'Choose a date': 'Elegir una fecha', 'Next month': 'Mes siguiente' });
    try {
      render(<Harness initial="10/03/2026" />);
      await userEvent.click(screen.getByRole('button', { name: 'Elegir una fecha' }));
      expect(await screen.findByRole('grid', { name: 'marzo de 2026' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /^10 de marzo de 2026/ })).toBeTruthy();
      const weekdays = [...document.querySelectorAll('.rdp-weekday')];
      expect(weekdays.map((cell) => cell.getAttribute('aria-label'))).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
      expect(weekdays[0].textContent).toBe('lun');
      expect(document.querySelector('.rdp-root')?.getAttribute('lang')).toBe('es');
    } finally {
      setTranslations('en', null);
    }
  });
});
