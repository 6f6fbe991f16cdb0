export { DifficultyPicker } from './components/difficulty-picker';
export { difficultyLabel } from './model/difficulty-label';
