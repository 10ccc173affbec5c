import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_STATUSES,
  type AdminCommunity,
  type CommunityStatus,
} from '@marketplace/contracts';

/** Admin spec 2: 'city, state - pincode', the parts it has, or 'No location data'. */
export function communityLocation(community: Pick<AdminCommunity, 'city' | 'state' | 'pincode'>): string {
  const place = [community.city, community.state].filter(Boolean).join(', ');
  const pincode = community.pincode ?? '';
  if (place === '' && pincode === '') return COMMUNITY_ADMIN_MESSAGES.noLocation;
  if (pincode === '') return place;
  return place === '' ? pincode : `${place} - ${pincode}`;
}

export interface CommunityTally {
  total: number;
  byStatus: Record<CommunityStatus, number>;
}

/** Admin spec 2: the stat tiles, counted over the communities listed. */
export function tallyCommunities(communities: readonly Pick<AdminCommunity, 'status'>[]): CommunityTally {
  const byStatus = Object.fromEntries(COMMUNITY_STATUSES.map((status) => [status, 0])) as Record<
    CommunityStatus,
    number
  >;
  for (const community of communities) byStatus[community.status] += 1;
  return { total: communities.length, byStatus };
}

/** 'active' reads 'Active' on badges, tiles and options. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
