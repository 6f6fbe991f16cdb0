const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_teacher',
  exposes: {
    './app': './src/main.tsx',
    './study-plan-view': './src/study-plan-view/study-plan-view-parcel.tsx',
    './lesson-history': './src/features/lesson-history/lesson-history-parcel.tsx'
  },
});
