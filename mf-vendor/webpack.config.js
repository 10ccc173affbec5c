const { createFrontendConfig } = require('@marketplace/ui/build/webpack-preset');
const federation = require('./module-federation.config');

module.exports = createFrontendConfig({
  appDir: __dirname,
  federation,
  styleScope: 'vendor',
  cssPrefix: 'mfv',
  publicPath: 'auto',
  title: 'Vendor',
  devPort: 3004,
});
