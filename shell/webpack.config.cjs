const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', host: true });
