const { createFrontendConfig } = require('@marketplace/ui/build/webpack-preset');
const federation = require('./module-federation.config');

module.exports = createFrontendConfig({
  appDir: __dirname,
  federation,
  styleScope: 'customer',
  cssPrefix: 'mfc',
  publicPath: 'auto',
  title: 'Community Marketplace',
  devPort: 3001,
});
