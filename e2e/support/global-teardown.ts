import fs from 'node:fs';
import { runEnv } from './run-env';

/** Removes this run's data folder and manifest. */
export default function globalTeardown(): void {
  fs.rmSync(runEnv().runDir, { recursive: true, force: true });
}
