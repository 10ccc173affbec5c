import type { AdminCommunity } from '@marketplace/contracts';
import { Dialog } from '@marketplace/ui';
import { Facts } from '../reports/facts';
import { formatReportTime } from '../reports/report-format';
import { communityLocation, statusLabel } from './community-format';

/** Admin spec 2: the view dialog, everything the back-office holds of one community. */
export function CommunityViewDialog({
  community,
  onClose,
}: {
  community: AdminCommunity | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={community !== null} onClose={onClose} title={community?.name ?? 'Community'}>
      {community !== null && (
        <Facts
          facts={[
            ['Type', statusLabel(community.type)],
            ['Status', statusLabel(community.status)],
            ['Address', community.address ?? '-'],
            ['Location', communityLocation(community)],
            ['Latitude', community.latitude === null ? '-' : String(community.latitude)],
            ['Longitude', community.longitude === null ? '-' : String(community.longitude)],
            ['Businesses', String(community.businessCount)],
            ['Created', formatReportTime(community.createdAt)],
            ['Updated', formatReportTime(community.updatedAt)],
          ]}
        />
      )}
    </Dialog>
  );
}
