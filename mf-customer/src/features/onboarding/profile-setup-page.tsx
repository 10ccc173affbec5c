import { useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  ACCOUNT_CONFLICT_MESSAGES,
  DIETARY_PREFERENCES,
  type AddressRequest,
  ONBOARDING_TEXTS,
  ProfileFormSchema,
  splitFullName,
  type Community,
  type DietaryPreference,
  type ProfileForm,
} from '@marketplace/contracts';
import {
  Button,
  Card,
  CheckboxGroup,
  Spinner,
  TextAreaField,
  TextField,
  useValidatedForm,
} from '@marketplace/ui';
import { ApiError, citiesQuery, useCommunity } from '@marketplace/ui/api';
import {
  ADDRESSES_QUERY_KEY,
  addressesQuery,
  createAddress,
  updateAddress,
} from '../addresses/addresses-api';
import { useSignedInUser } from '../auth/current-user';
import screen from '../layout/screen.module.css';
import { refreshAccountCaches, updateUserProfile, useUserProfile } from '../profile/profile-api';
import { updateOnboarding } from './onboarding-api';
import { onboardingAddressFrom, onboardingAddressToUpdate } from './onboarding-address';
import { OnboardingScreen } from './onboarding-screen';
import { initialProfileValues, type ProfileFormValues } from './profile-values';
import styles from './onboarding.module.css';

const DIETARY_LABELS: Record<DietaryPreference, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  jain: 'Jain',
};
const DIETARY_OPTIONS = DIETARY_PREFERENCES.map((value) => ({ value, label: DIETARY_LABELS[value] }));

/** Customer spec 2, onboarding step 2: the profile form, prefilled from the resident's account. */
export function ProfileSetupPage() {
  const user = useSignedInUser();
  const profile = useUserProfile();
  const communityId = user.communityId ?? profile.data?.communityId ?? null;
  const community = useCommunity(communityId);
  const loading = profile.isPending || (communityId !== null && community.isPending);

  return (
    <OnboardingScreen title={ONBOARDING_TEXTS.profileTitle} step={2} backTo="/onboarding/community-selection">
      {loading ? (
        <Spinner />
      ) : (
        <ProfileSetupForm initial={initialProfileValues(user, profile.data)} community={community.data} />
      )}
    </OnboardingScreen>
  );
}

/** The 409 answers for a phone or email another account holds, shown under the field they concern. */
function conflictOf(error: unknown): Partial<Record<'phone' | 'email', string>> {
  if (!(error instanceof ApiError) || error.status !== 409) return {};
  if (error.message === ACCOUNT_CONFLICT_MESSAGES.phoneTaken) return { phone: error.message };
  if (error.message === ACCOUNT_CONFLICT_MESSAGES.emailTaken) return { email: error.message };
  return {};
}

/**
 * Customer spec 7: the home address the form describes. A resident who comes back to this step
 * updates the address the last pass saved instead of adding a second one.
 */
async function saveOnboardingAddress(queryClient: QueryClient, address: AddressRequest): Promise<void> {
  const addresses = await queryClient.fetchQuery({ ...addressesQuery, staleTime: 0 });
  const saved = onboardingAddressToUpdate(addresses);
  await (saved === undefined ? createAddress(address) : updateAddress(saved.id, address));
}

function ProfileSetupForm({
  initial,
  community,
}: {
  initial: ProfileFormValues;
  community: Community | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useValidatedForm(ProfileFormSchema, initial);
  const [conflict, setConflict] = useState<Partial<Record<'phone' | 'email', string>>>({});

  const save = useMutation({
    mutationFn: async (profile: ProfileForm) => {
      const user = await updateOnboarding({
        ...splitFullName(profile.fullName),
        phone: profile.phone,
        email: profile.email,
        dietaryPreferences: profile.dietaryPreferences,
      });
      await updateUserProfile({
        flatNumber: profile.flatNumber,
        floor: profile.floor,
        block: profile.block,
        deliveryAddress: profile.deliveryAddress,
      });
      const address = onboardingAddressFrom(profile, community, await queryClient.fetchQuery(citiesQuery));
      if (address !== null) {
        // Customer spec 8: a failed address save is only logged; onboarding goes on without it.
        await saveOnboardingAddress(queryClient, address).catch((error: unknown) =>
          console.error('Failed to save address', error),
        );
      }
      return user;
    },
    onSuccess: async (user) => {
      await Promise.all([
        refreshAccountCaches(queryClient, user),
        queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
      ]);
      navigate('/onboarding/feature-tutorial');
    },
    // Customer spec 8: a failed profile update is only logged and the resident stays on the form;
    // a phone or email taken by another account is the one failure they can mend, so it is shown.
    onError: (error) => {
      console.error('Failed to update profile', error);
      setConflict(conflictOf(error));
    },
  });

  const phone = form.field('phone');
  const email = form.field('email');
  return (
    <Card>
      <form
        className={screen.form}
        noValidate
        onSubmit={form.handleSubmit((profile) => {
          setConflict({});
          save.mutate(profile);
        })}
      >
        <TextField label="Full Name" autoComplete="name" {...form.field('fullName')} />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          {...phone}
          error={phone.error ?? conflict.phone}
        />
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          {...email}
          error={email.error ?? conflict.email}
        />
        <TextField
          label="Community"
          readOnly
          className={styles.readOnly}
          value={community?.name ?? ''}
          error={form.errors.communityId}
        />
        <TextField label="Flat/House Number" {...form.field('flatNumber')} />
        <div className={screen.twoColumns}>
          <TextField label="Floor" {...form.field('floor')} />
          <TextField label="Block" {...form.field('block')} />
        </div>
        <TextAreaField label="Additional Delivery Instructions" rows={3} {...form.field('deliveryAddress')} />
        <CheckboxGroup
          legend="Dietary Preferences"
          options={DIETARY_OPTIONS}
          values={form.values.dietaryPreferences}
          onChange={(values) => form.setValue('dietaryPreferences', values)}
          error={form.errors.dietaryPreferences}
        />
        <Button type="submit" fullWidth disabled={save.isPending} aria-busy={save.isPending}>
          {ONBOARDING_TEXTS.continue}
        </Button>
      </form>
    </Card>
  );
}
