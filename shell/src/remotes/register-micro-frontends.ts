import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import type { MicroFrontendName, RemotesManifest } from '@marketplace/contracts';
import { MICRO_FRONTENDS } from './remote-names';
import { routeOwner } from '../routing/route-table';
import type { LoadStatusStore } from '../chrome/load-status';

/** Each remote exposes exactly this module: its single-spa lifecycles. */
const EXPOSED_LIFECYCLES = 'spa';

export interface MicroFrontendRegistration {
  /** Resolves once the manifest's remotes are known to the Module Federation runtime. */
  manifest: Promise<RemotesManifest>;
  status: LoadStatusStore;
  /** The element each application renders into. */
  containerFor(app: string): HTMLElement;
}

async function loadLifecycles(
  app: MicroFrontendName,
  { manifest, status }: MicroFrontendRegistration,
): Promise<LifeCycles> {
  status.loading(app);
  try {
    await manifest;
    const lifecycles = await loadRemote<LifeCycles>(`${app}/${EXPOSED_LIFECYCLES}`);
    if (lifecycles === null) throw new Error(`Remote "${app}" exposes no ./${EXPOSED_LIFECYCLES} module`);
    status.loaded(app);
    return lifecycles;
  } catch (error) {
    console.error(`Could not load the "${app}" micro-frontend`, error);
    status.failed(app);
    throw error;
  }
}

/** Registers the manifest's remotes with the Module Federation runtime once the manifest arrives. */
export function registerManifestRemotes(manifest: Promise<RemotesManifest>): Promise<RemotesManifest> {
  return manifest.then((urls) => {
    registerRemotes(MICRO_FRONTENDS.map((name) => ({ name, entry: urls[name] })));
    return urls;
  });
}

/**
 * Tells single-spa which application owns which paths (the route table) and how to fetch each:
 * the remotes through Module Federation, the 404 page from the shell's own lazy chunk.
 */
export function registerMicroFrontends(registration: MicroFrontendRegistration): void {
  for (const app of MICRO_FRONTENDS) {
    registerApplication({
      name: app,
      app: () => loadLifecycles(app, registration),
      activeWhen: (location) => routeOwner(location.pathname) === app,
      customProps: () => ({ domElement: registration.containerFor(app) }),
    });
  }
  registerApplication({
    name: 'not-found',
    app: () => import('../chrome/not-found-app'),
    activeWhen: (location) => routeOwner(location.pathname) === null,
    customProps: () => ({ domElement: registration.containerFor('not-found') }),
  });
  window.addEventListener('single-spa:before-routing-event', () => registration.status.clearFailure());
}
