import { mountStandalone } from '@marketplace/ui';
import { Root } from './root';

// Standalone development (`npm start`): the same root the shell mounts, without the shell.
mountStandalone(Root, 'root');
