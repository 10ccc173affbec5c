import {
  CommunityResidentCountSchema,
  StoreMembersResponseSchema,
  UserSnapshotSchema,
  type StoreMember,
} from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import { ResidentCountUnavailableError } from '../../domain/errors';
import type { ResidentDirectory } from '../../domain/upstream-services';

/**
 * The auth service's internal calls: the user snapshot (`GET /internal/users/{id}`) and the
 * residents of a community (`GET /internal/communities/{id}/residents`), stores' members
 * (`GET /internal/store-members?storeIds=`).
 */
export class AuthResidentDirectory implements ResidentDirectory {
  constructor(private readonly auth: ServiceClient) {}

  async name(userId: number): Promise<{ firstName: string; lastName: string }> {
    const parsed = UserSnapshotSchema.safeParse(await this.auth.get(`/internal/users/${userId}`));
    if (!parsed.success) throw new HttpError(502, 'The auth service answered an unreadable user');
    return { firstName: parsed.data.firstName, lastName: parsed.data.lastName };
  }

  /** Any failure, an outage or a refusal alike, leaves the count unknown: the caller must not guess 0. */
  async countInCommunity(communityId: number): Promise<number> {
    let answer: unknown;
    try {
      answer = await this.auth.get(`/internal/communities/${communityId}/residents`);
    } catch (error) {
      throw new ResidentCountUnavailableError({ cause: error });
    }
    const parsed = CommunityResidentCountSchema.safeParse(answer);
    if (!parsed.success) throw new ResidentCountUnavailableError({ cause: parsed.error });
    return parsed.data.count;
  }

  async storeMembers(storeIds: readonly number[]): Promise<StoreMember[]> {
    if (storeIds.length === 0) return [];
    const parsed = StoreMembersResponseSchema.safeParse(
      await this.auth.get(`/internal/store-members?storeIds=${storeIds.join(',')}`),
    );
    if (!parsed.success) throw new HttpError(502, 'The auth service answered unreadable store members');
    return parsed.data.members;
  }
}
