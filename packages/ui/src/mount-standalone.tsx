import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Standalone development (`npm start` in a remote): the root the shell mounts, without the shell. */
export function mountStandalone(RootComponent: ComponentType, elementId: string): void {
  const container = document.getElementById(elementId);
  if (container === null) throw new Error(`index.html has no #${elementId}`);
  createRoot(container).render(
    <StrictMode>
      <RootComponent />
    </StrictMode>,
  );
}
