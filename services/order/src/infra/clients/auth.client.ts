import { CommunitySchema, UserSnapshotSchema } from '@marketplace/contracts';
import { HttpError, type Logger, type ServiceClient } from '@marketplace/service-kit';
import type { CustomerSnapshot } from '../../domain/order';
import type { CustomerDirectory } from '../../domain/upstream-services';

const CommunityNameSchema = CommunitySchema.pick({ name: true });

/**
 * The resident from the auth service (`GET /internal/users/{id}`) and their community's name from
 * the catalog. The name only decorates the order, so a catalog that cannot tell leaves it empty.
 */
export class AuthCustomerDirectory implements CustomerDirectory {
  constructor(
    private readonly auth: ServiceClient,
    private readonly catalog: ServiceClient,
    private readonly logger: Logger,
  ) {}

  async customer(userId: number): Promise<CustomerSnapshot> {
    const parsed = UserSnapshotSchema.safeParse(await this.auth.get(`/internal/users/${userId}`));
    if (!parsed.success) throw new HttpError(502, 'The auth service answered an unreadable user');
    const user = parsed.data;
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      flatNumber: user.flatNumber,
      communityName: user.communityId === null ? null : await this.communityName(user.communityId),
    };
  }

  private async communityName(communityId: number): Promise<string | null> {
    try {
      return CommunityNameSchema.parse(await this.catalog.get(`/api/communities/${communityId}`)).name;
    } catch (error) {
      this.logger.warn({ err: error, communityId }, 'community name unavailable; the order records none');
      return null;
    }
  }
}
