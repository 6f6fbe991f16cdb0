import os from 'node:os';
import path from 'node:path';

/** Where `serve:instances` on this PORT tells `deploy:rolling` its pid and how its restarts went. */
export function instancesStateFile(port) {
  return path.join(os.tmpdir(), `studydesk-instances-${port}.json`);
}
