import { APP_CONFIG_ADMIN_MESSAGES, type AdminAppConfigSection } from '@marketplace/contracts';
import type { AppConfigChange, AppConfigRepository } from '../../domain/app-config.repository';
import { NotFoundError } from '../../domain/errors';

/** PATCH /api/admin/app-config/sections/{sectionId}/status and PUT .../sections/{id}, as for pages. */
export async function updateAppConfigSection(
  deps: { appConfig: AppConfigRepository },
  input: { id: number; change: AppConfigChange },
): Promise<AdminAppConfigSection> {
  const section = await deps.appConfig.updateSection(input.id, input.change);
  if (!section) throw new NotFoundError(APP_CONFIG_ADMIN_MESSAGES.sectionNotFound);
  return section;
}
