const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_auth',
  exposes: {
    './app': './src/main.tsx',
    './profile-form': './src/profile/profile-parcel.tsx'
  },
});
