const { createFrontendConfig } = require('@marketplace/ui/build/webpack-preset');
const federation = require('./module-federation.config');

module.exports = createFrontendConfig({
  appDir: __dirname,
  federation,
  styleScope: 'category-admin',
  cssPrefix: 'mfca',
  publicPath: 'auto',
  title: 'Category Management',
  devPort: 3003,
});
