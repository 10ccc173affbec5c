import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit, from a module that exports it by name. Keeps the route table
 * readable (`lazyScreen(() => import('./x-page'), 'XPage')`) while webpack splits per screen.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
