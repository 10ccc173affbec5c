// /vendor as a remote: one exposed module, its single-spa lifecycles. The shell finds remoteEntry.js
// through /remotes/manifest.json; shared singletons come from the build preset.
module.exports = {
  name: 'vendor',
  filename: 'remoteEntry.js',
  exposes: { './spa': './src/spa.tsx' },
};
