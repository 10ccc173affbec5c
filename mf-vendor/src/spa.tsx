import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppErrorFallback, withScopedStyles } from '@marketplace/ui';
import { Root } from './root';

/** The module the shell loads at /vendor: single-spa lifecycles whose styles exist only while mounted. */
export const { bootstrap, mount, unmount } = withScopedStyles(
  'vendor',
  singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => <AppErrorFallback error={error} />,
  }),
);
