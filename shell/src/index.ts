// Async boundary: the shared modules (React and the rest) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => console.error('The shell failed to start', error));
