const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_admin',
  exposes: {
    './app': './src/main.tsx'
  },
});
