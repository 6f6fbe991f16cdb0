const { InjectManifest } = require('workbox-webpack-plugin');
const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

// the service worker that makes the app installable and usable offline (shared/build/offline-build.cjs)
module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', host: true, serviceWorker: InjectManifest });
