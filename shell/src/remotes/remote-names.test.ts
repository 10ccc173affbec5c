import * as contracts from '@marketplace/contracts';
import { MICRO_FRONTENDS, REMOTES_MANIFEST_PATH } from './remote-names';

it('names the remotes and the manifest path as the contracts do', () => {
  expect(MICRO_FRONTENDS).toEqual(contracts.MICRO_FRONTENDS);
  expect(REMOTES_MANIFEST_PATH).toBe(contracts.REMOTES_MANIFEST_PATH);
});
