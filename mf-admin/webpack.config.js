const { createFrontendConfig } = require('@marketplace/ui/build/webpack-preset');
const federation = require('./module-federation.config');

module.exports = createFrontendConfig({
  appDir: __dirname,
  federation,
  styleScope: 'admin',
  cssPrefix: 'mfa',
  publicPath: 'auto',
  title: 'Admin Dashboard',
  devPort: 3002,
});
