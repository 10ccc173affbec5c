import { APP_CONFIG_ADMIN_MESSAGES, type AdminAppConfigPage } from '@marketplace/contracts';
import type { AppConfigChange, AppConfigRepository } from '../../domain/app-config.repository';
import { NotFoundError } from '../../domain/errors';

/**
 * PATCH /api/admin/app-config/pages/{pageId}/status and PUT .../pages/{id}: switches a page or
 * renames it. Residents see a switched page on their next GET /api/customer/app-config.
 */
export async function updateAppConfigPage(
  deps: { appConfig: AppConfigRepository },
  input: { id: number; change: AppConfigChange },
): Promise<AdminAppConfigPage> {
  const page = await deps.appConfig.updatePage(input.id, input.change);
  if (!page) throw new NotFoundError(APP_CONFIG_ADMIN_MESSAGES.pageNotFound);
  return page;
}
