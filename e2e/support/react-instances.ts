import type { Page } from '@playwright/test';

/**
 * Counts the React renderers that register with the devtools hook: every copy of react-dom does so
 * once, so a federated app that shares React properly registers exactly one, however many remotes load.
 */
export async function trackReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let nextId = 1;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = nextId++;
        renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
      isDisabled: false,
    };
  });
}

export async function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}
