// Builds what is missing or stale (used before the end-to-end tests).
import { buildWhatIsStale } from './lib/build.mjs';

try {
  buildWhatIsStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
