import { UserSnapshotSchema } from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import type { ResidentDirectory } from '../../domain/upstream-services';

/** The auth service's internal user snapshot (`GET /internal/users/{id}`). */
export class AuthResidentDirectory implements ResidentDirectory {
  constructor(private readonly auth: ServiceClient) {}

  async name(userId: number): Promise<{ firstName: string; lastName: string }> {
    const parsed = UserSnapshotSchema.safeParse(await this.auth.get(`/internal/users/${userId}`));
    if (!parsed.success) throw new HttpError(502, 'The auth service answered an unreadable user');
    return { firstName: parsed.data.firstName, lastName: parsed.data.lastName };
  }
}
