import { DietaryPreferenceSchema, UserSnapshotSchema, type DietaryPreference } from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import type { Customer, CustomerDirectory } from '../../domain/upstream-services';

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
      // A preference this build does not know is left off the vendor's card rather than failing the order.
      dietaryPreferences: dietaryPreferences.filter(
        (preference): preference is DietaryPreference =>
          DietaryPreferenceSchema.safeParse(preference).success,
      ),
    };
  }
}
