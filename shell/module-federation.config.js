// The host: remotes are not listed here. Their URLs come from /remotes/manifest.json at run time
// (src/remotes/), so each remote deploys on its own schedule without rebuilding the shell.
module.exports = {
  name: 'shell',
  remotes: {},
};
