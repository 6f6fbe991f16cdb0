export { DifficultyPicker } from './components/difficulty-picker';
export type { DifficultyPickerProps } from './components/difficulty-picker';
export { difficultyLabel } from './model/difficulty-label';
