// The async boundary lets module federation negotiate shared singletons before any
// shared module runs. The chunk's name tells the build which files the first render
// needs (the server names them in the page as preload hints).
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('StudyDesk could not start', error);
});
