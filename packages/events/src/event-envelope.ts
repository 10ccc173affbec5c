import { randomUUID } from 'node:crypto';
import {
  parseEventEnvelope,
  type EventData,
  type EventEnvelope,
  type EventType,
} from '@marketplace/contracts';

export interface NewEvent<T extends EventType> {
  type: T;
  /** What the event is about; the order id for order events. */
  subject: string;
  data: EventData<T>;
  /** The producing service, e.g. `order`. */
  source: string;
}

/** A fresh envelope (uuid id, ISO time, version 1), validated against the contract registry. */
export function buildEventEnvelope<T extends EventType>(event: NewEvent<T>): EventEnvelope<T> {
  return parseEventEnvelope({
    id: randomUUID(),
    type: event.type,
    source: event.source,
    time: new Date().toISOString(),
    subject: event.subject,
    data: event.data,
    version: 1,
  }) as EventEnvelope<T>;
}

export type ParsedMessage = { ok: true; envelope: EventEnvelope } | { ok: false; reason: string };

/** Reads a message from the log; anything that is not a valid envelope comes back as a reason. */
export function parseEventMessage(raw: string | Buffer | null | undefined): ParsedMessage {
  if (raw == null) return { ok: false, reason: 'empty message' };
  let json: unknown;
  try {
    json = JSON.parse(raw.toString());
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  try {
    return { ok: true, envelope: parseEventEnvelope(json) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
