import { TOPICS } from '@marketplace/contracts';
import { startKafkaMockCluster, startPostgresServer } from '@marketplace/testing';

export interface LocalInfrastructure {
  databaseUrl?: string;
  kafkaBrokers?: string;
  /** What the services need to know of them. */
  env: Record<string, string>;
  /** What the banner says of each. */
  descriptions: string[];
  stop(): Promise<void>;
}

/** Partitions of each topic: enough for both replicas' consumers to hold some. */
const PARTITIONS = 6;
const MOCK_SESSION_TIMEOUT_MS = 6_000;

/**
 * What `npm run start:cluster` needs and was not given, for development on one machine: a
 * PostgreSQL server of its own (Debian's binaries, a fresh cluster in a temp directory) and
 * librdkafka's mock Kafka cluster with three brokers. Both live as long as the launcher, data
 * and events alike; DATABASE_URL and KAFKA_BROKERS name lasting ones (production requires them).
 */
export async function startLocalInfrastructure(need: {
  database: boolean;
  kafka: boolean;
}): Promise<LocalInfrastructure> {
  const stops: Array<() => Promise<void>> = [];
  const infrastructure: LocalInfrastructure = {
    descriptions: [],
    env: {},
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
  try {
    if (need.database) {
      const postgres = await startPostgresServer();
      stops.push(() => postgres.destroy());
      infrastructure.databaseUrl = await postgres.createDatabase('marketplace');
      infrastructure.descriptions.push(
        `a PostgreSQL server of its own on port ${postgres.port}, until Ctrl-C`,
      );
    }
    if (need.kafka) {
      const kafka = await startKafkaMockCluster({ brokers: 3 });
      stops.push(() => kafka.stop());
      for (const topic of Object.values(TOPICS)) await kafka.createTopic(topic, PARTITIONS);
      infrastructure.kafkaBrokers = kafka.bootstrapServers.join(',');
      // The mock holds a group's join for the whole session timeout: keep rebalances short.
      infrastructure.env.KAFKA_SESSION_TIMEOUT_MS = String(MOCK_SESSION_TIMEOUT_MS);
      infrastructure.descriptions.push(
        `librdkafka's mock Kafka cluster (3 brokers, in memory), until Ctrl-C`,
      );
    }
  } catch (error) {
    await infrastructure.stop();
    throw error;
  }
  return infrastructure;
}
