import { AppConfigStatusSchema, type AppConfigEntry } from '@marketplace/contracts';
import type { AppConfigRepository } from '../../domain/app-config.repository';
import type { CatalogPrisma } from './catalog-database';

export class PrismaAppConfigRepository implements AppConfigRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async listPages(): Promise<AppConfigEntry[]> {
    const pages = await this.prisma.appConfigPage.findMany({
      orderBy: { id: 'asc' },
      include: { sections: { orderBy: { id: 'asc' } } },
    });
    // The status columns are text with a CHECK constraint; parsing keeps the contract's enum honest.
    return pages.map((page) => ({
      pageName: page.pageName,
      status: AppConfigStatusSchema.parse(page.status),
      sections: page.sections.map((section) => ({
        sectionName: section.sectionName,
        status: AppConfigStatusSchema.parse(section.status),
      })),
    }));
  }
}
