import type { AppConfigEntry } from '@marketplace/contracts';
import type { AppConfigRepository } from '../../domain/app-config.repository';

/** GET /api/customer/app-config: every page with its sections; the screens decide what is shown. */
export function listAppConfig(deps: { appConfig: AppConfigRepository }): Promise<AppConfigEntry[]> {
  return deps.appConfig.listPages();
}
