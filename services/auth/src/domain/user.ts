import type { User, UserSnapshot } from '@marketplace/contracts';

/** A resident as stored, secrets included. Leaves the service only through the views below. */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  communityId: number | null;
  profileImageUrl: string | null;
  dietaryPreferences: string[];
  points: number;
  onboardingCompleted: boolean;
  flatNumber: string | null;
  floor: string | null;
  block: string | null;
  deliveryAddress: string | null;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  communityId?: number | null;
  points?: number;
  onboardingCompleted?: boolean;
  flatNumber?: string | null;
}

/** Customer spec 3, User. */
export function toUserView(user: UserRecord): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    communityId: user.communityId,
    profileImageUrl: user.profileImageUrl,
    dietaryPreferences: user.dietaryPreferences,
    points: user.points,
    onboardingCompleted: user.onboardingCompleted,
  };
}

/** What an order records about who placed it. */
export function toUserSnapshot(user: UserRecord): UserSnapshot {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    flatNumber: user.flatNumber,
    floor: user.floor,
    block: user.block,
    communityId: user.communityId,
    dietaryPreferences: user.dietaryPreferences,
  };
}
