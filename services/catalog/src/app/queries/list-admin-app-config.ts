import type { AdminAppConfigPage } from '@marketplace/contracts';
import type { AppConfigRepository } from '../../domain/app-config.repository';

/** GET /api/admin/app-config: every page and section with the ids and texts the back-office edits. */
export function listAdminAppConfig(deps: { appConfig: AppConfigRepository }): Promise<AdminAppConfigPage[]> {
  return deps.appConfig.listAdminPages();
}
