import { DIFFICULTY_LEVELS } from '@studydesk/shared/enums';
import { difficultyPickerReducer as reduce, keyMove, popupSide } from './difficulty-popup-model';

describe('the difficulty popup under its anchor, flipped up near the bottom (docs/product-rules.md#r-diff-1)', () => {
  it('opens under the anchor above the bottom fifth', () => {
    expect(popupSide(0, 800)).toBe('bottom');
    expect(popupSide(639, 800)).toBe('bottom');
  });

  it('flips upward when the anchor sits in the bottom 20%', () => {
    expect(popupSide(640, 800)).toBe('top');
    expect(popupSide(790, 800)).toBe('top');
  });
});

describe('difficulty picker keyboard', () => {
  it('opens on the current level and moves with the arrow keys, wrapping', () => {
    const open = reduce({ open: false, activeIndex: 0 }, { type: 'opened', current: 8 });
    expect(open).toEqual({ open: true, activeIndex: DIFFICULTY_LEVELS.indexOf(8) });
    const down = reduce(open, keyMove('ArrowDown')!);
    expect(DIFFICULTY_LEVELS[down.activeIndex]).toBe(13);
    const end = reduce(down, keyMove('End')!);
    expect(DIFFICULTY_LEVELS[reduce(end, keyMove('ArrowRight')!).activeIndex]).toBe(1);
    expect(DIFFICULTY_LEVELS[reduce(open, keyMove('Home')!).activeIndex]).toBe(1);
    expect(DIFFICULTY_LEVELS[reduce(reduce(open, keyMove('Home')!), keyMove('ArrowUp')!).activeIndex]).toBe(21);
    expect(keyMove('a')).toBeNull();
    expect(reduce(open, { type: 'closed' }).open).toBe(false);
  });
});
