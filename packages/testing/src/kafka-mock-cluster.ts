import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface KafkaMockClusterOptions {
  /** Number of mock brokers, ids 1..n (default 1). */
  brokers?: number;
}

export interface KafkaMockCluster {
  /** host:port of every broker, ready for kafkajs `brokers`. */
  bootstrapServers: string[];
  /** Drops the broker's connections and refuses new ones (no leader change). */
  brokerDown(brokerId: number): Promise<void>;
  brokerUp(brokerId: number): Promise<void>;
  /** Creates a topic up front; the mock's admin CreateTopics does not work with kafkajs. */
  createTopic(name: string, partitions: number): Promise<void>;
  /**
   * Makes a broker the partition's leader. The mock picks leaders at random and never moves them
   * off a broker that is down, so a test places them to know which partitions an outage stops.
   */
  setPartitionLeader(topic: string, partition: number, brokerId: number): Promise<void>;
  /** Makes a broker the consumer group's coordinator (the mock hashes the group id otherwise). */
  setGroupCoordinator(groupId: string, brokerId: number): Promise<void>;
  stop(): Promise<void>;
}

const SOURCE = join(__dirname, 'kafka', 'kafka-mock-cluster.c');
const COMPILE_ARGS = ['-O2', '-Wall'];

/**
 * Starts librdkafka's mock Kafka cluster (a real Kafka-protocol broker) in a child process.
 * The C helper is compiled once per source version and cached under the OS temp directory.
 * Needs gcc and Debian's librdkafka-dev.
 */
export async function startKafkaMockCluster(
  options: KafkaMockClusterOptions = {},
): Promise<KafkaMockCluster> {
  const brokers = options.brokers ?? 1;
  const child = spawn(mockClusterBinary(), [String(brokers)], { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines = createInterface({ input: child.stdout });
  const pending: Array<{ resolve: (line: string) => void; reject: (error: Error) => void }> = [];
  let stderr = '';
  let exited = false;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      for (const waiter of pending.splice(0)) {
        waiter.reject(new Error(`kafka mock cluster exited (${signal ?? code}): ${stderr.trim()}`));
      }
      resolve();
    });
  });
  lines.on('line', (line) => pending.shift()?.resolve(line));
  const nextLine = () =>
    exited
      ? Promise.reject(new Error(`kafka mock cluster is not running: ${stderr.trim()}`))
      : new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));

  // Commands are answered in order, one line each, so a FIFO of waiters pairs them up.
  const command = async (text: string) => {
    const answer = nextLine();
    child.stdin.write(`${text}\n`);
    const line = await answer;
    if (line !== 'ok') throw new Error(`kafka mock cluster: "${text}" failed: ${line}`);
  };

  const bootstraps = await nextLine();
  return {
    bootstrapServers: bootstraps.split(','),
    brokerDown: (brokerId) => command(`down ${brokerId}`),
    brokerUp: (brokerId) => command(`up ${brokerId}`),
    createTopic: (name, partitions) => command(`topic ${name} ${partitions}`),
    setPartitionLeader: (topic, partition, brokerId) => command(`leader ${topic} ${partition} ${brokerId}`),
    setGroupCoordinator: (groupId, brokerId) => command(`coordinator ${groupId} ${brokerId}`),
    stop: () => stopChild(child, exit, () => exited),
  };
}

async function stopChild(
  child: ChildProcessWithoutNullStreams,
  exit: Promise<void>,
  hasExited: () => boolean,
): Promise<void> {
  if (hasExited()) return;
  child.stdin.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exit;
  clearTimeout(timer);
}

function mockClusterBinary(): string {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).update(COMPILE_ARGS.join(' ')).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'marketplace-kafka-mock');
  const binary = join(dir, `kafka-mock-cluster-${hash}`);
  if (existsSync(binary)) return binary;
  if (!existsSync('/usr/include/librdkafka/rdkafka_mock.h')) {
    throw new Error(
      'librdkafka headers not found: install Debian librdkafka-dev (apt-get install -y librdkafka-dev)',
    );
  }
  mkdirSync(dir, { recursive: true });
  // Parallel test workers may compile at once: each writes its own file, the rename is atomic.
  const partial = `${binary}.${process.pid}.tmp`;
  execFileSync('gcc', [...COMPILE_ARGS, '-o', partial, SOURCE, '-lrdkafka'], { stdio: 'pipe' });
  renameSync(partial, binary);
  return binary;
}
