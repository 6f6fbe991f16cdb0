const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

// Its federation name and dev port come from the remote registry (@studydesk/shared/remotes).
module.exports = createWebpackConfig({
  dir: __dirname,
  exposes: {
    './app': './src/main.tsx',
    './progress': './src/parcels/progress.tsx'
  },
});
