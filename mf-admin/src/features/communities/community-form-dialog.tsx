import {
  COMMUNITY_ADMIN_MESSAGES as M,
  COMMUNITY_STATUSES,
  COMMUNITY_TYPES,
  CommunityFormRequestSchema,
  type AdminCommunity,
  type CommunityStatus,
  type CommunityType,
} from '@marketplace/contracts';
import { Button, Dialog, Field, Select, TextField, useToast, useValidatedForm } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { useSaveCommunity, useStateCities, useStates } from './communities-api';
import styles from './communities.module.css';
import { communityFormFrom, EMPTY_COMMUNITY_FORM, withState } from './community-form';
import { WordOptions } from './word-options';

/** Which community the dialog edits: null when adding. */
export interface CommunityDialogState {
  community: AdminCommunity | null;
}

/** Admin spec 2: the add and edit dialogs of Community Mgmt. */
export function CommunityFormDialog({
  state,
  onClose,
}: {
  state: CommunityDialogState | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={state?.community ? `Edit ${state.community.name}` : 'Add Community'}
    >
      {state !== null && <CommunityForm community={state.community} onDone={onClose} />}
    </Dialog>
  );
}

function CommunityForm({ community, onDone }: { community: AdminCommunity | null; onDone: () => void }) {
  const form = useValidatedForm(
    CommunityFormRequestSchema,
    community === null ? EMPTY_COMMUNITY_FORM : communityFormFrom(community),
  );
  const { values, errors } = form;
  const { toast } = useToast();
  const save = useSaveCommunity();
  const states = useStates();
  const cities = useStateCities(values.state);
  const fallback = community === null ? M.createFailed : M.updateFailed;

  const chooseState = (state: string) => {
    const next = withState(values, state);
    form.setValue('state', next.state);
    form.setValue('city', next.city);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((request) =>
        save.mutate(
          { id: community?.id ?? null, form: request },
          {
            onSuccess: () => {
              toast({ title: M.successTitle, description: community === null ? M.created : M.updated });
              onDone();
            },
            onError: (error) =>
              toast({
                title: M.errorTitle,
                description: serverMessageOf(error) ?? fallback,
                variant: 'destructive',
              }),
          },
        ),
      )}
    >
      <div className={styles.full}>
        <TextField label="Name" required {...form.field('name')} />
      </div>
      <Field label="Type" required error={errors.type}>
        {(control) => (
          <Select
            {...control}
            required
            value={values.type}
            onChange={(event) => form.setValue('type', event.target.value as CommunityType)}
          >
            <WordOptions words={COMMUNITY_TYPES} />
          </Select>
        )}
      </Field>
      <Field label="Status">
        {(control) => (
          <Select
            {...control}
            value={values.status ?? 'active'}
            onChange={(event) => form.setValue('status', event.target.value as CommunityStatus)}
          >
            <WordOptions words={COMMUNITY_STATUSES} />
          </Select>
        )}
      </Field>
      <div className={styles.full}>
        <TextField label="Address" {...form.field('address')} />
      </div>
      <Field label="State" required error={errors.state}>
        {(control) => (
          <Select
            {...control}
            required
            value={values.state ?? ''}
            onChange={(event) => chooseState(event.target.value)}
          >
            <option value="">Select state</option>
            {(states.data ?? []).map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="City" required error={errors.city}>
        {(control) => (
          <Select
            {...control}
            required
            disabled={!values.state}
            value={values.city ?? ''}
            onChange={(event) => form.setValue('city', event.target.value)}
          >
            <option value="">{values.state ? 'Select city' : M.selectStateFirst}</option>
            {(values.state ? (cities.data ?? []) : []).map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField label="Pincode" inputMode="numeric" {...form.field('pincode')} />
      <span aria-hidden="true" />
      <TextField label="Latitude" inputMode="decimal" {...form.field('latitude')} />
      <TextField label="Longitude" inputMode="decimal" {...form.field('longitude')} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : community === null ? 'Create Community' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
