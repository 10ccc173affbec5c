import { readFileSync } from 'node:fs';

/** One stage of a multi-stage Dockerfile, with what it inherits from the stage it starts from. */
export interface Stage {
  name: string;
  from: string;
  /** The effective values: the stage's own, else its parent stage's. */
  user?: string;
  workdir?: string;
  healthcheck?: string;
  cmd?: string[];
  copies: Array<{ from?: string; sources: string[] }>;
}

/** Joins continuation lines and drops comments and the parser directive. */
function instructions(text: string): Array<{ keyword: string; args: string }> {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    });
}

export function parseDockerfile(file: string): Map<string, Stage> {
  const stages = new Map<string, Stage>();
  let current: Stage | undefined;
  for (const { keyword, args } of instructions(readFileSync(file, 'utf8'))) {
    if (keyword === 'FROM') {
      const [image, , name] = args.split(/\s+/);
      const parent = stages.get(image!);
      current = {
        name: name ?? image!,
        from: image!,
        user: parent?.user,
        workdir: parent?.workdir,
        healthcheck: parent?.healthcheck,
        cmd: parent?.cmd,
        copies: [],
      };
      stages.set(current.name, current);
      continue;
    }
    if (!current) throw new Error(`${file}: ${keyword} before FROM`);
    if (keyword === 'USER') current.user = args;
    if (keyword === 'WORKDIR') current.workdir = args.startsWith('/') ? args : `${current.workdir}/${args}`;
    if (keyword === 'HEALTHCHECK') current.healthcheck = args;
    if (keyword === 'CMD') current.cmd = JSON.parse(args) as string[];
    if (keyword === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      current.copies.push({ from, sources: paths.slice(0, -1) });
    }
  }
  return stages;
}
