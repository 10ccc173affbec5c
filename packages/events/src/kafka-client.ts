import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';

export interface KafkaClientOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
}

/** A kafkajs client whose log lines go to the service's pino logger. */
export function createKafkaClient({ brokers, clientId, logger }: KafkaClientOptions): Kafka {
  const log = logger.child({ component: 'kafkajs' });
  return new Kafka({
    brokers,
    clientId,
    // Short per-request retry budget (about 3 s): the relay and the consumer retry on their own
    // without limit, and a short budget keeps reconnection and shutdown quick during an outage.
    retry: { initialRetryTime: 100, maxRetryTime: 1_000, retries: 5 },
    logLevel: logLevel.WARN,
    // kafkajs reports every refused connection during an outage as an error; our components
    // log the failures that matter, so its own lines are warnings at most.
    logCreator:
      () =>
      ({ level, log: { message, ...extra } }: LogEntry) => {
        if (level <= logLevel.WARN) log.warn(extra, message);
        else if (level === logLevel.INFO) log.info(extra, message);
        else log.debug(extra, message);
      },
  });
}

/** KAFKA_BROKERS as a list: comma-separated host:port, blanks ignored. */
export function parseBrokerList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
}
