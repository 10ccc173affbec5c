import type { AppConfigEntry } from '@marketplace/contracts';

export interface AppConfigRepository {
  /** Every page, enabled or not, with every section, each in the order it was created. */
  listPages(): Promise<AppConfigEntry[]>;
}
