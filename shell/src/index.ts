// The async boundary lets module federation negotiate shared singletons before any
// shared module runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('StudyDesk could not start', error);
});
