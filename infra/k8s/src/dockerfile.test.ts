import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDockerfile } from './dockerfile';
import { build, containersOf, kustomizationDir } from './kustomize';

const root = join(__dirname, '../../..');
const stages = parseDockerfile(join(root, 'Dockerfile'));
/** One image per process: each is a target of the Dockerfile. */
const TARGETS = ['auth', 'catalog', 'order', 'webhook', 'gateway', 'frontend'];
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

/** What the build stage makes that the repository does not hold: the install and the frontends' builds. */
function madeByTheBuild(path: string): boolean {
  if (path === 'node_modules') return true;
  const distOf = /^(.+)\/dist$/.exec(path)?.[1];
  if (!distOf || !workspaces.includes(distOf)) return false;
  const manifest = JSON.parse(readFileSync(join(root, distOf, 'package.json'), 'utf8')) as {
    scripts?: object;
  };
  return 'build' in (manifest.scripts ?? {});
}

describe('the Dockerfile', () => {
  it.each(TARGETS)('builds %s as a non-root process with a health check', (target) => {
    const stage = stages.get(target);
    expect(stage).toBeDefined();
    const [user, group] = (stage!.user ?? '0').split(':');
    expect(Number(user)).toBeGreaterThan(0);
    if (group !== undefined) expect(Number(group)).toBeGreaterThan(0);
    expect(stage!.healthcheck).toMatch(/^.*CMD /);
  });

  it.each(TARGETS)('starts %s with a file the image holds', (target) => {
    const stage = stages.get(target)!;
    const entry = stage.cmd!.at(-1)!;
    expect(stage.workdir).toMatch(/^\/app\//);
    expect(existsSync(join(root, stage.workdir!.slice('/app/'.length), entry))).toBe(true);
  });

  it('copies only what the repository or the build stage holds', () => {
    const copies = [...stages.values()].flatMap((stage) => stage.copies);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies)
      for (const source of copy.sources) {
        if (copy.from === undefined) {
          if (source !== '.')
            expect(existsSync(join(root, source)) ? source : `missing: ${source}`).toBe(source);
          continue;
        }
        expect(stages.has(copy.from)).toBe(true);
        const path = source.replace(/^\/app\/?/, '');
        expect(existsSync(join(root, path)) || madeByTheBuild(path) ? source : `missing: ${source}`).toBe(
          source,
        );
      }
  });

  it('runs its health check from a script the image copies in', () => {
    const script = /"node", "([^"]+)"/.exec(stages.get('runtime')!.healthcheck!)![1]!;
    const copied = stages.get('runtime')!.copies.find((copy) => copy.sources.length === 1 && !copy.from);
    expect(existsSync(join(root, copied!.sources[0]!))).toBe(true);
    expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).toContain(`${copied!.sources[0]} ${script}`);
  });

  it('has a target for the image of every container the manifests run', () => {
    const images = build(kustomizationDir('base')).flatMap((resource) =>
      containersOf(resource).map((container) => container.image),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(TARGETS).toContain(/^marketplace\/([\w-]+)$/.exec(image)?.[1]);
  });
});

describe('the .dockerignore', () => {
  it('keeps installs, builds and local data out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', '.env'])
      expect(ignored).toContain(entry);
  });
});
