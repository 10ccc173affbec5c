import { UserSnapshotSchema } from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import {
  knownDietaryPreferences,
  type Customer,
  type CustomerDirectory,
} from '../../domain/upstream-services';

/** The auth service's internal user snapshot (`GET /internal/users/{id}`). */
export class AuthCustomerDirectory implements CustomerDirectory {
  constructor(private readonly auth: ServiceClient) {}

  async customer(userId: number): Promise<Customer> {
    const parsed = UserSnapshotSchema.safeParse(await this.auth.get(`/internal/users/${userId}`));
    if (!parsed.success) throw new HttpError(502, 'The auth service answered an unreadable user');
    const { firstName, lastName, flatNumber, communityId, dietaryPreferences } = parsed.data;
    return {
      firstName,
      lastName,
      flatNumber,
      communityId,
      dietaryPreferences: knownDietaryPreferences(dietaryPreferences),
    };
  }
}
