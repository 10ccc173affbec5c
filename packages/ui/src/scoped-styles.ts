/**
 * Module Federation isolates no CSS. Every style tag a micro-frontend's bundle injects carries
 * `data-mf-styles="<app>"` (build/webpack-preset.js sets it on style-loader); these helpers take an
 * app's tags out of the document while it is unmounted and put them back when it mounts again.
 */
export const STYLE_OWNER_ATTRIBUTE = 'data-mf-styles';

export interface StyleScope {
  attach(): void;
  detach(): void;
}

export function createStyleScope(app: string): StyleScope {
  let detached: Element[] = [];
  return {
    attach() {
      detached.forEach((tag) => document.head.appendChild(tag));
      detached = [];
    },
    detach() {
      const tags = Array.from(document.querySelectorAll(`style[${STYLE_OWNER_ATTRIBUTE}="${app}"]`));
      tags.forEach((tag) => tag.remove());
      detached = [...detached, ...tags];
    },
  };
}

type Lifecycle<Props> = (props: Props) => Promise<unknown>;

export interface AppLifecycles<Props> {
  bootstrap: Lifecycle<Props>;
  mount: Lifecycle<Props>;
  unmount: Lifecycle<Props>;
  update?: Lifecycle<Props>;
}

/** Wraps single-spa lifecycles so the app's styles exist only while it is mounted. */
export function withScopedStyles<Props>(app: string, lifecycles: AppLifecycles<Props>): AppLifecycles<Props> {
  const scope = createStyleScope(app);
  return {
    ...lifecycles,
    mount: (props) => {
      scope.attach();
      return lifecycles.mount(props);
    },
    unmount: async (props) => {
      await lifecycles.unmount(props);
      scope.detach();
    },
  };
}
