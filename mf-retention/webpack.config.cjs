const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_retention',
  exposes: {
    './app': './src/main.tsx'
  },
});
