import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The frontends share slices of react-router-dom and @tanstack/react-query
 * (packages/ui/build/shared/) so that webpack can drop the rest of each (issue 10). A name a
 * frontend imports that its slice does not export would be undefined at run time; this finds it at
 * test time.
 */
const root = resolve(__dirname, '..', '..');
const FRONTEND_SOURCES = [
  'shell/src',
  'mf-customer/src',
  'mf-admin/src',
  'mf-category-admin/src',
  'mf-vendor/src',
  'packages/ui/src',
];
const SLICES = [
  { packages: ['react-router-dom', 'react-router'], file: 'react-router-dom.js', source: 'react-router' },
  { packages: ['@tanstack/react-query'], file: 'tanstack-react-query.js', source: '@tanstack/react-query' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function names(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0 && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!.trim());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe.each(SLICES)('the shared $source slice', ({ packages, file, source }) => {
  const exported = new Set(
    [
      ...readFileSync(join(root, 'packages/ui/build/shared', file), 'utf8').matchAll(/export\s*\{([^}]*)\}/g),
    ].flatMap((match) => names(match[1]!)),
  );
  const from = `'(?:${packages.map(escape).join('|')})'`;

  it('exports every name a frontend imports', () => {
    const missing: string[] = [];
    for (const folder of FRONTEND_SOURCES) {
      for (const path of sourceFiles(join(root, folder))) {
        const text = readFileSync(path, 'utf8');
        expect(text).not.toMatch(new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+${from}`));
        for (const match of text.matchAll(
          new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${from}`, 'g'),
        )) {
          if (match[1]) continue;
          for (const name of names(match[2]!)) {
            if (!exported.has(name)) missing.push(`${name} (${path.slice(root.length + 1)})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names only what the package exports', () => {
    const actual = jest.requireActual<Record<string, unknown>>(source);
    expect([...exported].filter((name) => actual[name] === undefined)).toEqual([]);
  });
});
