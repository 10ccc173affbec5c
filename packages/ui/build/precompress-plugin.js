// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a production build, so
// the gateway serves compressed bytes without compressing on each request (gateway/src/static/).
// Node's zlib does both; no plugin package needed.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The asset types the gateway negotiates; source maps are not downloaded by pages, so not here. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 256;

class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The stage webpack reserves for this: after minification, hashing and HTML generation.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const work = compilation.getAssets().map(async ({ name, source, info }) => {
            if (!COMPRESSIBLE.test(name) || info.compressed) return;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(buffer, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                },
              }),
              gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            const related = {};
            for (const [encoding, extension, bytes] of [
              ['brotli', 'br', br],
              ['gzip', 'gz', gz],
            ]) {
              // A copy that saves nothing is not written; the gateway then serves the file as is.
              if (bytes.length >= buffer.length) continue;
              const file = `${name}.${extension}`;
              compilation.emitAsset(file, new RawSource(bytes), {
                compressed: true,
                immutable: info.immutable,
                size: bytes.length,
              });
              related[encoding] = file;
            }
            compilation.updateAsset(name, source, (old = {}) => ({
              ...old,
              related: { ...old.related, ...related },
            }));
          });
          await Promise.all(work);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
