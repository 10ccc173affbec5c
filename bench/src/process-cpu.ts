import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * CPU time per process of the stack, read from /proc (Linux): utime + stime of each process, in
 * milliseconds. Comparing two samples around a run gives each process's share of the work, which
 * stays meaningful on a shared machine where requests per second do not.
 */

// USER_HZ is 100 on every Linux architecture Node runs on; /proc reports CPU time in these ticks.
const MS_PER_TICK = 10;

interface ProcStat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime */
  cpuMs: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself hold spaces or parentheses.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    const tick = (index: number) => Number(fields[index]) * MS_PER_TICK;
    return {
      pid,
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      // fields after the name start at stat's third field (state): utime is the 14th, so index 11.
      cpuMs: tick(11) + tick(12),
    };
  } catch {
    return undefined; // gone between listing and reading
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

function workingDirectory(pid: number): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/** CPU milliseconds used so far, per process id, with the part of the stack each belongs to. */
export type CpuSample = ReadonlyMap<number, { part: string; ms: number }>;

export interface StackProcesses {
  sample(): CpuSample;
}

// The load generator is this process; a pid no other process can have.
const SELF = -1;

/** The name the launcher's children run under: node's own (the kernel keeps 15 characters). */
const NODE_COMM = basename(process.execPath).slice(0, 15);
/** The name librdkafka's mock cluster runs under (`kafka-mock-cluster-<hash>`, cut to 15 characters). */
const KAFKA_MOCK_COMM = 'kafka-mock-clus';

/**
 * The launcher's children, named by their workspace folder (gateway, webhook, order ...; the
 * replicas of a service add up under its one name), the launcher itself (it forwards every child's
 * log lines), this process (the load generator), the Kafka mock cluster when this process started
 * it, and PostgreSQL when it runs on this machine: the backends of the bench's database plus the
 * server's own background processes (WAL writer, checkpointer ...), which every commit feeds; the
 * server this process started when there is one, else the machine's.
 */
export function stackProcesses(launcherPid: number, databaseName: string | undefined): StackProcesses {
  // Children are looked up at each sample, so a replica the launcher started again counts too.
  const named = new Map<number, string>([[launcherPid, 'launcher (log forwarding)']]);
  const partOf = (stat: ProcStat): string | undefined => {
    // A node child is a process of the stack, named by its folder; any other (tsx's esbuild) by its command.
    if (stat.ppid === launcherPid && !named.has(stat.pid))
      named.set(stat.pid, stat.comm === NODE_COMM ? basename(workingDirectory(stat.pid)) : stat.comm);
    if (stat.ppid === process.pid && stat.comm === KAFKA_MOCK_COMM) return 'kafka (librdkafka mock)';
    return named.get(stat.pid);
  };
  return {
    sample() {
      const sample = new Map<number, { part: string; ms: number }>();
      const processes = allProcesses();
      for (const stat of processes) {
        const part = partOf(stat);
        if (part) sample.set(stat.pid, { part, ms: stat.cpuMs });
      }
      const self = process.cpuUsage();
      sample.set(SELF, { part: 'bench (load generator)', ms: (self.user + self.system) / 1000 });
      if (databaseName) {
        const server = (parent: number) =>
          processes.find((stat) => stat.comm === 'postgres' && stat.ppid === parent);
        const postmaster = server(process.pid) ?? server(1);
        for (const stat of processes) {
          if (stat.comm !== 'postgres' || (stat.pid !== postmaster?.pid && stat.ppid !== postmaster?.pid))
            continue;
          // "postgres: [cluster: ]user database host(port) state" for a backend, else a server process.
          const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\[local\]|\S+\(\d+\))/.exec(
            commandLine(stat.pid),
          );
          if (!backend || backend[1] === databaseName)
            sample.set(stat.pid, { part: 'postgresql', ms: stat.cpuMs });
        }
      }
      return sample;
    },
  };
}

/**
 * CPU milliseconds per unit of work (one accepted webhook, say) for each part, busiest first. A
 * process that ended between the samples is missed; the stack's pools keep their connections
 * through a run, so that is rare.
 */
export function cpuPerUnit(before: CpuSample, after: CpuSample, units: number): [string, number][] {
  const totals = new Map<string, number>();
  for (const [pid, { part, ms }] of after) {
    totals.set(part, (totals.get(part) ?? 0) + ms - (before.get(pid)?.ms ?? 0));
  }
  return [...totals]
    .map(([part, ms]): [string, number] => [part, ms / Math.max(1, units)])
    .sort((a, b) => b[1] - a[1]);
}

/** The machine's CPU time so far, in ticks: used, idle and stolen (given by the hypervisor to others). */
export interface MachineSample {
  used: number;
  idle: number;
  stolen: number;
}

export function machineCpu(): MachineSample {
  // cpu  user nice system idle iowait irq softirq steal ...
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { used: user + nice + system + irq + softirq, idle: idle + iowait, stolen: steal };
}

/** How the machine's CPUs spent a run, in percent: busy (any process), idle, and stolen by the host. */
export function machineShare(before: MachineSample, after: MachineSample): MachineSample {
  const used = after.used - before.used;
  const idle = after.idle - before.idle;
  const stolen = after.stolen - before.stolen;
  const total = Math.max(1, used + idle + stolen);
  const percent = (ticks: number) => Math.round((100 * ticks) / total);
  return { used: percent(used), idle: percent(idle), stolen: percent(stolen) };
}

/** The stack's CPU time per request: every part but the load generator. */
export const stackTotal = (perRequest: Array<[string, number]>): number =>
  perRequest.filter(([name]) => !name.startsWith('bench')).reduce((sum, [, ms]) => sum + ms, 0);

/** Each process's CPU time per request, then the stack's total without the load generator. */
export function printCpuPerRequest(what: string, perRequest: Array<[string, number]>): void {
  console.log(`    CPU per ${what}, by process (from /proc, over the run):`);
  for (const [name, ms] of perRequest) console.log(`      ${name.padEnd(28)} ${ms.toFixed(3)} ms`);
  console.log(`      ${'stack total (without bench)'.padEnd(28)} ${stackTotal(perRequest).toFixed(3)} ms`);
}
