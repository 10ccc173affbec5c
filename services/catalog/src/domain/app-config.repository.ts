import type { AdminAppConfigPage, AdminAppConfigSection, AppConfigEntry } from '@marketplace/contracts';

/** What the back-office changes on a page or a section: its status, or the name and description shown. */
export type AppConfigChange =
  Pick<AdminAppConfigSection, 'status'> | Pick<AdminAppConfigSection, 'displayName' | 'description'>;

export interface AppConfigRepository {
  /** Every page, enabled or not, with every section, each in the order it was created. */
  listPages(): Promise<AppConfigEntry[]>;
  /** The same pages and sections as the back-office edits them (ids, display names), by id. */
  listAdminPages(): Promise<AdminAppConfigPage[]>;
  /** The changed page with its sections; null for an unknown id. */
  updatePage(id: number, change: AppConfigChange): Promise<AdminAppConfigPage | null>;
  /** The changed section; null for an unknown id. */
  updateSection(id: number, change: AppConfigChange): Promise<AdminAppConfigSection | null>;
}
