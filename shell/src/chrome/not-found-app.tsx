import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppErrorFallback, AppFrame, NotFoundPage } from '@marketplace/ui';

function NotFoundRoot() {
  return (
    <AppFrame>
      <NotFoundPage />
    </AppFrame>
  );
}

/** The shell's own single-spa application: the 404 page for paths the route table gives to no remote. */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: NotFoundRoot,
  errorBoundary: (error) => <AppErrorFallback error={error} />,
});
