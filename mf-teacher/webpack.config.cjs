const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

// Its federation name and dev port come from the remote registry (@studydesk/shared/remotes).
module.exports = createWebpackConfig({
  dir: __dirname,
  exposes: {
    './app': './src/main.tsx',
    './study-plan-view': './src/parcels/study-plan-view.tsx',
    './lesson-history': './src/parcels/lesson-history.tsx',
    // the shell calls it when a teacher's sign-in is answered: the home screen's first call starts early
    './prefetch': './src/prefetch.ts'
  },
});
