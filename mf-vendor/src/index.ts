// Async boundary: shared modules are negotiated before the standalone app starts.
import('./bootstrap').catch((error: unknown) => console.error('The vendor app failed to start', error));
