export { ProgressPanel } from './components/progress-panel';
