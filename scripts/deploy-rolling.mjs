// `npm run deploy:rolling`: builds what changed, then has the running `serve:instances`
// (same PORT) restart its instances one at a time, each drained and waited for until its
// readiness answers 200 (docs/architecture.md#deploy-procedure). Exits 0 once every
// instance runs the new build, non-zero when one did not come back.
import fs from 'node:fs';
import { buildWhatIsStale } from './lib/build.mjs';
import { instancesStateFile } from './lib/instances-state.mjs';

const port = Number(process.env.PORT ?? 8080);
const file = instancesStateFile(port);
const read = () => JSON.parse(fs.readFileSync(file, 'utf8'));
if (!fs.existsSync(file)) {
  console.error(`no serve:instances runs on port ${port} (${file} is missing): start it with npm run serve:instances`);
  process.exit(1);
}
buildWhatIsStale();
const before = read();
process.kill(before.pid, 'SIGHUP');
console.log(`asked serve:instances (pid ${before.pid}) for a rolling restart; its log shows each instance`);
const until = Date.now() + 30 * 60_000;
// a failure left from an earlier restart counts only once this one has begun
let begun = false;
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const now = read();
  begun ||= now.rolling;
  if (!now.rolling && now.restarts > before.restarts) {
    console.log('every instance restarted and ready');
    process.exit(0);
  }
  if (begun && !now.rolling && now.failed) {
    console.error(`the rolling restart stopped: ${now.failed}`);
    process.exit(1);
  }
  if (Date.now() > until) {
    console.error('no end of the rolling restart within 30 minutes');
    process.exit(1);
  }
}
