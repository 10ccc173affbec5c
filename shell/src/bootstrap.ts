import { addErrorHandler, start } from 'single-spa';
import { createLoadStatusStore } from './chrome/load-status';
import { mountShellStatus } from './chrome/shell-status';
import { loadRemotesManifest } from './remotes/remotes-manifest';
import { registerManifestRemotes, registerMicroFrontends } from './remotes/register-micro-frontends';

function requireElement(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`The shell's page has no #${id}`);
  return element;
}

const root = requireElement('root');
const statusContainer = document.createElement('div');
root.appendChild(statusContainer);

function containerFor(app: string): HTMLElement {
  const id = `mf-${app}`;
  const existing = document.getElementById(id);
  if (existing !== null) return existing;
  const container = document.createElement('div');
  container.id = id;
  root.appendChild(container);
  return container;
}

const status = createLoadStatusStore();
mountShellStatus(statusContainer, status);

const manifest = registerManifestRemotes(loadRemotesManifest());
// Loading a remote reports the failure on screen; this only records it for the console.
manifest.catch((error: unknown) => console.error('Remotes manifest could not be loaded', error));

registerMicroFrontends({ manifest, status, containerFor });
// The status panel has already told the user; without a handler single-spa rethrows globally.
addErrorHandler((error) => console.error(`single-spa: ${error.appOrParcelName} failed`, error));
start({ urlRerouteOnly: true });
