import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './root';

// Standalone development (`npm start`): the same root the shell mounts, without the shell.
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
