const { createWebpackConfig } = require('@studydesk/shared/build/webpack');

// Its federation name and dev port come from the remote registry (@studydesk/shared/remotes).
// The signed-out pages are also drawn to HTML at build time, in every language (see
// src/prerender.tsx): the server sends that markup with the page and this remote
// hydrates it, so the form shows before any script has run.
module.exports = createWebpackConfig({
  dir: __dirname,
  exposes: {
    './app': './src/main.tsx',
    './profile-form': './src/parcels/profile-form.tsx',
    './personal-data': './src/parcels/personal-data.tsx'
  },
  prerender: {
    entry: 'src/prerender.tsx',
    pages: [
      // a sign-in sent without script comes back here with what went wrong (see login-rules.ts)
      { url: '/login', folder: 'src/features/login', variants: ['/login?signin=wrong', '/login?signin=limited', '/login?signin=archived', '/login?signin=busy'] },
      { url: '/forgotten-password', folder: 'src/features/forgotten-password' },
      // the token is not known at build time: the page's markup does not show it
      { url: '/set/-', folder: 'src/features/set-password' },
      { url: '/terms', folder: 'src/features/terms' },
    ],
  },
});
