const fs = require('node:fs');
const path = require('node:path');
const { createFrontendConfig } = require('@marketplace/ui/build/webpack-preset');
const federation = require('./module-federation.config');

/**
 * Emits the default remotes manifest beside index.html as remotes-manifest.json; the gateway serves
 * that file at /remotes/manifest.json (see README). A deployment may serve its own manifest instead.
 */
class DefaultRemotesManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const source = path.join(__dirname, 'remotes-manifest.json');
    compiler.hooks.thisCompilation.tap('DefaultRemotesManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        {
          name: 'DefaultRemotesManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const manifest = JSON.parse(fs.readFileSync(source, 'utf8'));
          compilation.emitAsset(
            'remotes-manifest.json',
            new RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = createFrontendConfig({
  appDir: __dirname,
  federation,
  styleScope: 'shell',
  cssPrefix: 'shell',
  publicPath: '/',
  title: 'Community Marketplace',
  devPort: 3000,
  devProxy: ['/api', '/remotes', '/readyz'],
  plugins: [new DefaultRemotesManifestPlugin()],
});
