import { Router } from 'express';
import {
  ADMIN_VENDOR_MESSAGES,
  AdminApplicationsQuerySchema,
  RejectApplicationRequestSchema,
  StoreInvitationRequestSchema,
  type AdminVendorApplication,
  type AdminVendorApplicationsResponse,
  type StoreInvitation,
} from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import {
  approveVendorApplication,
  type ApproveVendorApplicationDeps,
} from '../app/commands/approve-vendor-application';
import { inviteStoreMember, type InviteStoreMemberDeps } from '../app/commands/invite-store-member';
import { rejectVendorApplication } from '../app/commands/reject-vendor-application';
import { listVendorApplications } from '../app/queries/list-vendor-applications';
import { getAdminVendorApplication } from '../app/queries/get-admin-vendor-application';
import { toVendorApplicationView } from '../domain/vendor-application';
import type {
  AdminVendorApplicationRecord,
  VendorApplicationRepository,
} from '../domain/vendor-application.repository';

export type AdminVendorsRoutesDeps = Omit<ApproveVendorApplicationDeps, 'now' | 'vendorApplications'> &
  Omit<InviteStoreMemberDeps, 'now'> & {
    vendorApplications: VendorApplicationRepository;
    clock: () => Date;
  };

/** The back-office's side of selling (issue 25): applications decided, members invited to stores. */
export function adminVendorsRoutes(deps: AdminVendorsRoutesDeps): Router {
  const router = Router();
  const applicationOf = (raw: string | undefined) =>
    parsePathId(raw, ADMIN_VENDOR_MESSAGES.invalidApplicationId);
  const presented = async (id: number) => toAdminApplication(await getAdminVendorApplication(deps, id));

  router.get('/api/admin/vendor-applications', async (req, res) => {
    requireAdmin(req);
    const { status } = AdminApplicationsQuerySchema.parse(req.query);
    const applications = await listVendorApplications(deps, status);
    res.json({
      applications: applications.map(toAdminApplication),
    } satisfies AdminVendorApplicationsResponse);
  });

  router.post('/api/admin/vendor-applications/:id/approve', async (req, res) => {
    requireAdmin(req);
    const applicationId = applicationOf(req.params.id);
    await approveVendorApplication({ ...deps, now: deps.clock() }, { applicationId });
    res.json((await presented(applicationId)) satisfies AdminVendorApplication);
  });

  router.post('/api/admin/vendor-applications/:id/reject', async (req, res) => {
    requireAdmin(req);
    const applicationId = applicationOf(req.params.id);
    const { reason } = RejectApplicationRequestSchema.parse(req.body ?? {});
    await rejectVendorApplication({ ...deps, now: deps.clock() }, { applicationId, reason });
    res.json((await presented(applicationId)) satisfies AdminVendorApplication);
  });

  router.post('/api/admin/vendors/:id/invitations', async (req, res) => {
    const admin = requireAdmin(req);
    const storeId = parsePathId(req.params.id, ADMIN_VENDOR_MESSAGES.invalidVendorId);
    const request = StoreInvitationRequestSchema.parse(req.body ?? {});
    const invitation = await inviteStoreMember(
      { ...deps, now: deps.clock() },
      { storeId, adminId: admin.id, request },
    );
    res.status(201).json({
      id: invitation.id,
      storeId: invitation.storeId,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    } satisfies StoreInvitation);
  });

  return router;
}

function toAdminApplication(application: AdminVendorApplicationRecord): AdminVendorApplication {
  return {
    ...toVendorApplicationView(application),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    applicant: application.applicant,
  };
}
