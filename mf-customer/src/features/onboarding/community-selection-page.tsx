import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOCATION_DIALOG_TEXTS, ONBOARDING_TEXTS } from '@marketplace/contracts';
import { Badge, Button, Card, Dropdown, Spinner } from '@marketplace/ui';
import { useSignedInUser } from '../auth/current-user';
import { useCommunity } from '@marketplace/ui/api';
import { initialPlace, usePlaceChoice, type Place } from '../community/place-choice';
import { PlaceDropdowns } from '../community/place-dropdowns';
import { useSaveCommunity } from '../community/save-community';
import { refreshAccountCaches } from '../profile/profile-api';
import { updateOnboarding } from './onboarding-api';
import { OnboardingScreen } from './onboarding-screen';
import styles from './onboarding.module.css';

/**
 * Customer spec 2, onboarding step 1. With `?from=home` it changes the community of a resident who
 * is already onboarded and returns home; otherwise it is the first step of onboarding.
 */
export function CommunitySelectionPage() {
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const updateMode = searchParams.get('from') === 'home';
  const current = useCommunity(user.communityId);
  const loadingCurrent = user.communityId !== null && current.isPending;

  return (
    <OnboardingScreen
      title={ONBOARDING_TEXTS.communityTitle}
      step={1}
      backTo={updateMode ? '/customer' : '/'}
    >
      {loadingCurrent ? (
        <Spinner />
      ) : (
        <CommunityChoice initial={initialPlace(current.data)} updateMode={updateMode} />
      )}
    </OnboardingScreen>
  );
}

function CommunityChoice({ initial, updateMode }: { initial: Place; updateMode: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = usePlaceChoice(initial);
  const { state, city, communities, community } = choice;

  const update = useSaveCommunity(() => navigate('/customer'));
  const onboard = useMutation({
    mutationFn: (communityId: number) => updateOnboarding({ communityId }),
    onSuccess: async (user) => {
      await refreshAccountCaches(queryClient, user);
      navigate('/onboarding/user-profile-setup');
    },
    // Customer spec 8: a failed community update is only logged; the resident stays on this step.
    onError: (error) => console.error('Failed to update community', error),
  });
  const saving = update.isPending || onboard.isPending;

  return (
    <>
      <Card className={styles.form}>
        <PlaceDropdowns choice={choice} />
        <Dropdown
          label="Community"
          placeholder={communities.isFetching ? 'Loading communities…' : 'Select your community'}
          options={(communities.data ?? []).map((option) => ({
            value: option.id,
            label: option.name,
            description: option.address ?? undefined,
          }))}
          value={choice.communityId}
          onChange={choice.chooseCommunity}
          disabled={city === null || !communities.data?.length}
        />
        {state !== null && city !== null && communities.data?.length === 0 && (
          <p className={styles.muted}>{LOCATION_DIALOG_TEXTS.noCommunities(city, state)}</p>
        )}
      </Card>
      {community !== undefined && (
        <Card aria-label="Selected community" role="region" className={styles.summary}>
          <div className={styles.summaryHeading}>
            <h2 className={styles.summaryName}>{community.name}</h2>
            <span className={styles.capitalised}>
              <Badge variant="brand">{community.type}</Badge>
            </span>
          </div>
          {community.address !== null && <p className={styles.muted}>{community.address}</p>}
          <p className={styles.muted}>
            {[community.city, community.state, community.pincode].filter(Boolean).join(', ')}
          </p>
        </Card>
      )}
      <Button
        fullWidth
        disabled={community === undefined || saving}
        aria-busy={saving}
        onClick={() => {
          if (community === undefined) return;
          if (updateMode) update.mutate(community.id);
          else onboard.mutate(community.id);
        }}
      >
        {updateMode ? ONBOARDING_TEXTS.updateCommunity : ONBOARDING_TEXTS.continue}
      </Button>
    </>
  );
}
