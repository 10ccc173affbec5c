// The one webpack set-up the shell and the remotes build with, so they cannot drift apart on
// what matters across deployables: the shared singletons, the loaders and the style scoping.
const path = require('node:path');
const { createRequire } = require('node:module');
const { PrecompressPlugin } = require('./precompress-plugin');

/** Modules that must exist once per page. Prefix keys cover subpaths (react/jsx-runtime, react-dom/client). */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'single-spa'];
const PREFIX_SHARED = { 'react/': 'react', 'react-dom/': 'react-dom' };

/**
 * Module Federation settings that keep the runtime small (issue 10). The shell (no exposes) carries
 * the one federation runtime and hands it to the remotes (shared/federation-runtime-provider.js); a
 * production remote's remoteEntry.js then holds only its container, not a second copy. Remotes
 * in development (standalone `npm start`) bundle their own. Entries are remoteEntry.js URLs, never
 * mf-manifest.json, so the snapshot code is left out, and the runtime only ever runs in browsers.
 */
const FEDERATION_RUNTIME_PROVIDER = path.join(__dirname, 'shared', 'federation-runtime-provider.js');
const isHost = (federation) => !federation.exposes || Object.keys(federation.exposes).length === 0;

function federationExperiments(federation, production) {
  const host = isHost(federation);
  return {
    ...(production && !host && { externalRuntime: true }),
    optimization: { disableSnapshot: true, target: 'web' },
  };
}

/**
 * The slices of react-router-dom and @tanstack/react-query the frontends share (see the files):
 * still one copy per page, but only the exports the frontends use, so the rest is tree-shaken away.
 */
const SHARED_SLICES = {
  'react-router-dom': path.join(__dirname, 'shared', 'react-router-dom.js'),
  '@tanstack/react-query': path.join(__dirname, 'shared', 'tanstack-react-query.js'),
};

/**
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {(request: string) => any} [appRequire] resolves installed packages from the app
 */
function sharedSingletons(dependencies, appRequire = require) {
  const singleton = (packageName) => ({ singleton: true, requiredVersion: dependencies[packageName] });
  const shared = {};
  for (const name of SINGLETON_PACKAGES) shared[name] = singleton(name);
  for (const [prefix, packageName] of Object.entries(PREFIX_SHARED)) shared[prefix] = singleton(packageName);
  for (const [name, slice] of Object.entries(SHARED_SLICES)) {
    shared[name] = { ...shared[name], import: slice, version: appRequire(`${name}/package.json`).version };
  }
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
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // The ES build the shared react-query slice re-exports (shared/tanstack-react-query.js).
          '@marketplace/shared-slice-source/react-query$': path.join(
            path.dirname(appRequire.resolve('@tanstack/react-query/package.json')),
            'build/modern/index.js',
          ),
        },
      },
      module: {
        rules: [
          {
            // The contracts barrel re-exports every zod schema. Its modules only declare things, so
            // a chunk keeps just the ones it uses and zod stays off first loads that validate
            // nothing. index.ts and zod-messages.ts keep their effect: zod's default messages.
            test: /[\\/]packages[\\/]contracts[\\/]src[\\/](?!index\.ts$|zod-messages\.ts$)[^\\/]+\.ts$/,
            sideEffects: false,
          },
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
          shared: sharedSingletons(dependencies, appRequire),
          // Types are checked by tsc per workspace; the federation type bundle is not used.
          dts: false,
          experiments: federationExperiments(federation, production),
          // Also in development: the shell's dev server loads the remotes' production builds.
          ...(isHost(federation) && { runtimePlugins: [FEDERATION_RUNTIME_PROVIDER] }),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          scriptLoading: 'defer',
          hash: production,
        }),
        ...plugins,
        // Last, so it compresses every file the other plugins emitted (the gateway serves .br/.gz).
        ...(production ? [new PrecompressPlugin()] : []),
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

module.exports = { createFrontendConfig, federationExperiments, sharedSingletons };
