module.exports = require('../jest.base.cjs')({ dir: __dirname, environment: 'jsdom' });
