const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_calendar',
  exposes: {
    './app': './src/main.tsx',
    './calendar': './src/parcels/calendar.tsx'
  },
});
