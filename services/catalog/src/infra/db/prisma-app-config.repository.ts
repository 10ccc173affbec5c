import {
  AppConfigStatusSchema,
  type AdminAppConfigPage,
  type AdminAppConfigSection,
  type AppConfigEntry,
} from '@marketplace/contracts';
import type { AppConfigChange, AppConfigRepository } from '../../domain/app-config.repository';
import type { CatalogPrisma } from './catalog-database';
import type { AppConfigSection, Prisma } from './generated/client';
import { nullWhenMissing } from './prisma-missing-row';

const sectionsById = { sections: { orderBy: { id: 'asc' } } } satisfies Prisma.AppConfigPageInclude;
type PageRow = Prisma.AppConfigPageGetPayload<{ include: typeof sectionsById }>;

export class PrismaAppConfigRepository implements AppConfigRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async listPages(): Promise<AppConfigEntry[]> {
    return (await this.listAdminPages()).map((page) => ({
      pageName: page.pageName,
      status: page.status,
      sections: page.sections.map((section) => ({
        sectionName: section.sectionName,
        status: section.status,
      })),
    }));
  }

  async listAdminPages(): Promise<AdminAppConfigPage[]> {
    const pages = await this.prisma.appConfigPage.findMany({ orderBy: { id: 'asc' }, include: sectionsById });
    return pages.map(toAdminPage);
  }

  async updatePage(id: number, change: AppConfigChange): Promise<AdminAppConfigPage | null> {
    const page = await nullWhenMissing(
      this.prisma.appConfigPage.update({ where: { id }, data: change, include: sectionsById }),
    );
    return page && toAdminPage(page);
  }

  async updateSection(id: number, change: AppConfigChange): Promise<AdminAppConfigSection | null> {
    const section = await nullWhenMissing(
      this.prisma.appConfigSection.update({ where: { id }, data: change }),
    );
    return section && toAdminSection(section);
  }
}

// The status columns are text with a CHECK constraint; parsing keeps the contract's enum honest.
function toAdminPage(page: PageRow): AdminAppConfigPage {
  return {
    id: page.id,
    pageName: page.pageName,
    displayName: page.displayName,
    description: page.description,
    status: AppConfigStatusSchema.parse(page.status),
    sections: page.sections.map(toAdminSection),
  };
}

function toAdminSection(section: AppConfigSection): AdminAppConfigSection {
  return {
    id: section.id,
    sectionName: section.sectionName,
    displayName: section.displayName,
    description: section.description,
    status: AppConfigStatusSchema.parse(section.status),
  };
}
