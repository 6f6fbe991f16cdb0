export { ProgressPanel } from './components/progress-panel';
export type { ProgressPanelProps } from './components/progress-panel';
