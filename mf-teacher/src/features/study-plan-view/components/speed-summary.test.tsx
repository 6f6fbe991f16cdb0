import { render, screen } from '@testing-library/react';
import fs from 'fs';
import path from 'path';
import { act } from 'react';
import { setTranslations } from '@studydesk/shared/i18n';
import { SpeedSummary } from './speed-summary';

const GERMAN = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../../server/src/seed/dictionary/de.json'), 'utf8')) as Record<string, string>;

const speed = {
  pointsPerWeek: 7.1,
  weeks: [{ start: '2026-03-11T00:00:00.000Z', points: 7 }],
  completedPoints: 30,
  remainingPoints: 1,
  forecastWeeks: 0.2,
  forecastDate: '2026-03-20T00:00:00.000Z',
};

describe('the speed figure in the user’s language', () => {
  afterEach(() => act(() => setTranslations('en', null)));

  it('English: a decimal point, plural nouns chosen by count', () => {
    render(<SpeedSummary speed={speed} failed={false} />);
    expect(screen.getByTestId('speed').textContent).toBe('7.1 points per week');
    expect(screen.getByText(/^1 open point: done in about 1 week/)).toBeTruthy();
  });

  it('German: a decimal comma ("7,1 Punkte pro Woche", not 7.1)', () => {
    act(() => setTranslations('de', GERMAN));
    render(<SpeedSummary speed={speed} failed={false} />);
    expect(screen.getByTestId('speed').textContent).toBe('7,1 Punkte pro Woche');
  });
});
