import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serialIdFromDigits } from '@marketplace/contracts';
import { embeddedPostgresUrl } from '@marketplace/db';
import { DEV_SIGNING_SECRET_FILE, HttpError, parseConfig } from '@marketplace/service-kit';
import { approveVendorApplication } from '../src/app/commands/approve-vendor-application';
import { rejectVendorApplication } from '../src/app/commands/reject-vendor-application';
import { listPendingVendorApplications } from '../src/app/queries/list-pending-vendor-applications';
import { vendorApplicationsCommandConfigSchema, type VendorApplicationsCommandConfig } from '../src/config';
import type { VendorApplicationRecord } from '../src/domain/vendor-application';
import { createCatalogClients } from '../src/infra/clients/catalog.client';
import { createAuthPrisma } from '../src/infra/db/prisma-client';
import { createPrismaRepositories } from '../src/infra/db/prisma-repositories';

/**
 * An administrator's decisions on applications to sell, until the back-office has a screen for them:
 *
 *   npm run vendor:applications                  the pending ones, oldest first
 *   npm run vendor:approve -- <id>               the catalog makes the store; the applicant owns it
 *   npm run vendor:reject -- <id> <reason...>    the applicant reads the reason and may apply again
 *
 * A composition root of its own, over the database and catalog the services use (config.ts).
 */
const repositoryRoot = resolve(__dirname, '../../..');

const USAGE = `usage: vendor-applications list | approve <id> | reject <id> <reason>`;

const applicationId = (raw: string | undefined) => {
  const id = serialIdFromDigits(raw);
  if (id === undefined) throw new Error(`'${raw ?? ''}' is no application id\n${USAGE}`);
  return id;
};

function signingSecret(config: VendorApplicationsCommandConfig): string {
  if (config.GATEWAY_SIGNING_SECRET) return config.GATEWAY_SIGNING_SECRET;
  const file = resolve(repositoryRoot, config.DATA_DIR, DEV_SIGNING_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`Set GATEWAY_SIGNING_SECRET, or run this while \`npm start\` runs (it writes ${file})`);
  }
}

const summary = (application: VendorApplicationRecord) =>
  [
    `#${application.id} ${application.status}: '${application.storeName}'`,
    `user ${application.userId}, category ${application.categoryId}, communities ${application.communityIds.join(',')}`,
    `phone ${application.phone}, ${application.address}`,
    `sent ${application.createdAt.toISOString()}`,
    ...(application.storeId === null ? [] : [`store ${application.storeId}`]),
    ...(application.rejectionReason === null ? [] : [`reason: ${application.rejectionReason}`]),
  ].join('\n  ');

async function main(): Promise<void> {
  const [command, id, ...reasonWords] = process.argv.slice(2);
  const config = parseConfig(vendorApplicationsCommandConfigSchema);
  const prisma = createAuthPrisma(config.DATABASE_URL ?? embeddedPostgresUrl(config.EMBEDDED_DB_PORT));
  const { vendorApplications, unitOfWork } = createPrismaRepositories(prisma);
  const now = new Date();
  try {
    if (command === 'list') {
      const pending = await listPendingVendorApplications({ vendorApplications });
      console.log(pending.length === 0 ? 'No application is waiting.' : pending.map(summary).join('\n'));
    } else if (command === 'approve') {
      const { storeCatalog } = createCatalogClients({
        baseUrl: config.CATALOG_SERVICE_URL,
        secret: signingSecret(config),
      });
      const approved = await approveVendorApplication(
        { vendorApplications, storeCatalog, unitOfWork, now },
        { applicationId: applicationId(id) },
      ).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
        throw new Error(
          `Nothing was approved: the catalog at ${config.CATALOG_SERVICE_URL.join(', ')} answered ${error.status} ${error.message}. Running the command again is safe.`,
        );
      });
      console.log(`Approved ${summary(approved)}`);
      console.log(`User ${approved.userId} owns store ${approved.storeId} from their next request.`);
    } else if (command === 'reject') {
      const reason = reasonWords.join(' ').trim();
      if (!reason) throw new Error(`Give the reason the applicant will read\n${USAGE}`);
      const rejected = await rejectVendorApplication(
        { vendorApplications, now },
        { applicationId: applicationId(id), reason },
      );
      console.log(`Rejected ${summary(rejected)}`);
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
