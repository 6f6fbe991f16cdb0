import { DIFFICULTY_LEVELS, type DifficultyLevel } from '@studydesk/shared/enums';

/** docs/product-rules.md#r-diff-1: the popup opens under its anchor and "flips upward near the bottom 20% of the viewport". */
const FLIP_ZONE = 0.2;

export function popupSide(anchorTop: number, viewportHeight: number): 'top' | 'bottom' {
  return anchorTop >= viewportHeight * (1 - FLIP_ZONE) ? 'top' : 'bottom';
}

/** Keyboard state of the open popup: the highlighted level. */
export interface DifficultyPickerState {
  open: boolean;
  /** index into DIFFICULTY_LEVELS */
  activeIndex: number;
}

export type DifficultyPickerAction =
  | { type: 'opened'; current: DifficultyLevel }
  | { type: 'closed' }
  | { type: 'moved'; by: 1 | -1 }
  | { type: 'movedTo'; index: number };

const last = DIFFICULTY_LEVELS.length - 1;

export function difficultyPickerReducer(state: DifficultyPickerState, action: DifficultyPickerAction): DifficultyPickerState {
  switch (action.type) {
    case 'opened':
      return { open: true, activeIndex: Math.max(0, DIFFICULTY_LEVELS.indexOf(action.current)) };
    case 'closed':
      return { ...state, open: false };
    case 'moved':
      // wraps, like a radio group
      return { ...state, activeIndex: (state.activeIndex + action.by + DIFFICULTY_LEVELS.length) % DIFFICULTY_LEVELS.length };
    case 'movedTo':
      return { ...state, activeIndex: Math.min(last, Math.max(0, action.index)) };
    default:
      return state;
  }
}

/** The move a key asks for, or null when the key is not the picker's. */
export function keyMove(key: string): DifficultyPickerAction | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { type: 'moved', by: 1 };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { type: 'moved', by: -1 };
    case 'Home':
      return { type: 'movedTo', index: 0 };
    case 'End':
      return { type: 'movedTo', index: last };
    default:
      return null;
  }
}
