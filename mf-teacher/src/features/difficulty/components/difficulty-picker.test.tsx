import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { DifficultyLevel } from '@studydesk/shared/enums';
import { DifficultyPicker } from './difficulty-picker';

// jsdom has no layout observers; the popover only needs them to exist
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopObserver;

function Harness({ initial = 1 as DifficultyLevel }) {
  const [value, setValue] = useState<DifficultyLevel>(initial);
  return <DifficultyPicker value={value} onChange={setValue} />;
}

function anchorAt(top: number) {
  const anchor = screen.getByTestId('difficulty-anchor');
  anchor.getBoundingClientRect = () => ({ top, bottom: top + 36, left: 0, right: 100, width: 100, height: 36, x: 0, y: top, toJSON: () => ({}) });
  return anchor;
}

describe('DifficultyPicker (docs/product-rules.md#r-diff-1 difficulty editor popup)', () => {
  it('lists the levels with their effort and picks one with the arrow keys and Enter', async () => {
    render(<Harness initial={5} />);
    fireEvent.click(anchorAt(100));
    const list = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['110 min', '330 min', '51 h', '890 min', '133 h', '216 h']);
    expect(list.getAttribute('data-side')).toBe('bottom');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('difficulty-anchor').textContent).toBe('13 points · 3 h');
  });

  it('opens upward when the anchor sits in the bottom 20% of the viewport, and Escape closes it', async () => {
    render(<Harness />);
    fireEvent.click(anchorAt(window.innerHeight * 0.9));
    const list = await screen.findByRole('listbox');
    expect(list.getAttribute('data-side')).toBe('top');
    await act(async () => {
      fireEvent.keyDown(list, { key: 'Escape' });
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('difficulty-anchor').textContent).toBe('1 point · 10 min');
  });
});
