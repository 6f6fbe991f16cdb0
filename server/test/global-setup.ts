import { startTestRun } from './helpers/test-run';

export default function globalSetup(): void {
  startTestRun();
}
