// The one webpack set-up the shell and the three remotes build with, so they cannot drift apart on
// what matters across deployables: the shared singletons, the loaders and the style scoping.
const path = require('node:path');
const { createRequire } = require('node:module');

/** Modules that must exist once per page. Prefix keys cover subpaths (react/jsx-runtime, react-dom/client). */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'single-spa'];
const PREFIX_SHARED = { 'react/': 'react', 'react-dom/': 'react-dom' };

function sharedSingletons(dependencies) {
  const singleton = (packageName) => ({ singleton: true, requiredVersion: dependencies[packageName] });
  const shared = {};
  for (const name of SINGLETON_PACKAGES) shared[name] = singleton(name);
  for (const [prefix, packageName] of Object.entries(PREFIX_SHARED)) shared[prefix] = singleton(packageName);
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its package.json declares the build tools)
 * @param {object} options.federation the app's module-federation.config.js (name, filename, exposes)
 * @param {string} options.styleScope value of data-mf-styles on the app's style tags (src/scoped-styles.ts)
 * @param {string} options.cssPrefix readable prefix of the app's CSS Module class names
 * @param {string} options.publicPath '/' for the shell; 'auto' lets a remote load its chunks from wherever it is served
 * @param {string} options.title the standalone page title
 * @param {number} options.devPort webpack-dev-server port for standalone development
 * @param {string[]} [options.devProxy] paths the dev server forwards to the gateway
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 */
function createFrontendConfig(options) {
  const {
    appDir,
    federation,
    styleScope,
    cssPrefix,
    publicPath,
    title,
    devPort,
    devProxy = ['/api'],
    plugins = [],
  } = options;
  // Build tools are the app's own dependencies: resolve them from the app, not from this package.
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const { dependencies } = appRequire('./package.json');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        // Entry chunks keep fixed names: the federation runtime they carry cannot resolve [contenthash]
        // (and remoteEntry.js must keep its name). Lazy chunks are content-hashed; index.html busts the
        // cache of the entry with a query string.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: appRequire.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            // Videos ship as files of their own with hashed names, so the gateway caches them as immutable.
            test: /\.(webm|mp4)$/,
            type: 'asset/resource',
            generator: { filename: 'media/[name].[contenthash:8][ext]' },
          },
          {
            test: /\.css$/,
            use: [
              {
                loader: appRequire.resolve('style-loader'),
                options: { attributes: { 'data-mf-styles': styleScope } },
              },
              {
                loader: appRequire.resolve('css-loader'),
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production
                      ? `${cssPrefix}-[hash:base64:6]`
                      : `${cssPrefix}-[name]-[local]`,
                    localIdentHashSalt: styleScope,
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federation,
          shared: sharedSingletons(dependencies),
          // Types are checked by tsc per workspace; the federation type bundle is not used.
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          scriptLoading: 'defer',
          hash: production,
        }),
        ...plugins,
      ],
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'access-control-allow-origin': '*' },
        proxy: [
          {
            context: devProxy,
            target: process.env.GATEWAY_URL ?? 'http://localhost:8080',
            changeOrigin: true,
          },
        ],
      },
    };
  };
}

module.exports = { createFrontendConfig, sharedSingletons };
