import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DELIVERY_FEE_MAX_RUPEES,
  STORE_PHOTO_TYPES,
  VENDOR_STORE_TEXTS,
  formatRupeeAmount,
  type Store,
  type StoreUpdateRequest,
} from '@marketplace/contracts';
import {
  Button,
  Field,
  Icon,
  Input,
  TextAreaField,
  TextField,
  useToast,
  useValidatedForm,
} from '@marketplace/ui';
import { serverMessageOf, useAllCommunities } from '@marketplace/ui/api';
import { CommunityPicker } from '../apply/community-picker';
import {
  KEEP_PHOTO,
  fieldOfProfileMessage,
  hasProfileChanges,
  photoProblem,
  profileFormSchema,
  profileValuesOf,
  type ProfileValues,
} from './profile-form';
import { useUpdateProfile } from './store-api';
import styles from './store.module.css';

const TEXTS = VENDOR_STORE_TEXTS.profile;

/** The names of the communities, by id, for the ones a store delivers to already. */
function useCommunityNames(): { names: ReadonlyMap<number, string>; loading: boolean } {
  const communities = useAllCommunities();
  const names = useMemo(
    () => new Map((communities.data ?? []).map((community) => [community.id, community.name])),
    [communities.data],
  );
  return { names, loading: communities.isPending };
}

/** The profile as staff read it. */
export function ProfileView({ store }: { store: Store }) {
  const { names, loading } = useCommunityNames();
  const given = (value: string | null) => (value === null || value.trim() === '' ? TEXTS.notGiven : value);
  return (
    <div className={styles.form}>
      {store.photoUrl !== null ? (
        <img src={store.photoUrl} alt={TEXTS.photoAlt(store.name)} className={styles.photo} />
      ) : (
        <p className={styles.muted}>{TEXTS.noPhoto}</p>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{TEXTS.name}</dt>
          <dd>{store.name}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.category}</dt>
          <dd>{store.categoryName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.description}</dt>
          <dd>{given(store.description)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.phone}</dt>
          <dd>{given(store.phone)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.address}</dt>
          <dd>{given(store.address)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.deliveryTime}</dt>
          <dd>{TEXTS.deliveryTimeText(store.deliveryTime)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.deliveryFee}</dt>
          <dd>{formatRupeeAmount(store.deliveryFee)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{TEXTS.communities}</dt>
          <dd>
            {loading
              ? TEXTS.loadingCommunities
              : store.communityIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{VENDOR_STORE_TEXTS.ownerOnlyHint}</p>
    </div>
  );
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * The owner's profile form: checked with StoreUpdateRequestSchema, sending only the changed fields
 * (PATCH); each message under its field, a refusal from the server under the field it names.
 */
export function ProfileEditor({ store, onSaved }: { store: Store; onSaved: () => void }) {
  const { toast } = useToast();
  const update = useUpdateProfile(store.id);
  const { names } = useCommunityNames();
  const form = useValidatedForm(profileFormSchema(store), profileValuesOf(store));
  const [refused, setRefused] = useState<{ message: string; field: keyof ProfileValues | null } | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const deliveryErrorId = useId();
  const errorFor = (field: keyof ProfileValues) =>
    form.errors[field] ?? (refused?.field === field ? refused.message : undefined);
  const deliveryError = errorFor('deliveryTime');
  const photo = form.values.photo;
  const photoShown = photo.kind === 'keep' ? store.photoUrl : photo.kind === 'new' ? photo.dataUrl : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hasProfileChanges(store, form.values)) {
      event.preventDefault();
      setNote(TEXTS.noChanges);
      return;
    }
    setNote('');
    form.handleSubmit((request) => {
      setRefused(null);
      update.mutate(request as Omit<StoreUpdateRequest, 'isOpen'>, {
        onSuccess: () => {
          toast({ title: TEXTS.saved });
          onSaved();
        },
        onError: (error) => {
          const message = serverMessageOf(error) ?? VENDOR_STORE_TEXTS.failed;
          setRefused({ message, field: fieldOfProfileMessage(message) });
        },
      });
    })(event);
  };

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const problem = photoProblem(file);
    setPhotoError(problem ?? undefined);
    if (problem !== null) return;
    try {
      form.setValue('photo', { kind: 'new', dataUrl: await readDataUrl(file) });
    } catch {
      setPhotoError(VENDOR_STORE_TEXTS.failed);
    }
  };

  const deliveryInput = (part: 'from' | 'to', label: string) => (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          maxLength={3}
          value={form.values.deliveryTime[part]}
          aria-invalid={deliveryError !== undefined ? true : undefined}
          aria-describedby={deliveryError !== undefined ? deliveryErrorId : undefined}
          onChange={(event) =>
            form.setValue('deliveryTime', { ...form.values.deliveryTime, [part]: event.target.value })
          }
        />
      )}
    </Field>
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={TEXTS.title}>
      <TextField label={TEXTS.name} maxLength={100} {...form.field('name')} error={errorFor('name')} />
      <p className={styles.muted}>
        {TEXTS.category}: {store.categoryName}
      </p>
      <TextAreaField
        label={TEXTS.description}
        hint={TEXTS.descriptionHint}
        rows={3}
        maxLength={500}
        {...form.field('description')}
        error={errorFor('description')}
      />
      <TextField
        label={TEXTS.phone}
        hint={TEXTS.phoneHint}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        {...form.field('phone')}
        error={errorFor('phone')}
      />
      <TextAreaField
        label={TEXTS.address}
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        {...form.field('address')}
        error={errorFor('address')}
      />
      <fieldset
        className={styles.group}
        aria-describedby={deliveryError !== undefined ? deliveryErrorId : undefined}
      >
        <legend className={styles.legend}>{TEXTS.deliveryTime}</legend>
        <div className={styles.pair}>
          {deliveryInput('from', TEXTS.deliveryFrom)}
          {deliveryInput('to', TEXTS.deliveryTo)}
        </div>
        {deliveryError !== undefined && (
          <p id={deliveryErrorId} role="alert" className={styles.fieldError}>
            {deliveryError}
          </p>
        )}
      </fieldset>
      <TextField
        label={TEXTS.deliveryFee}
        inputMode="decimal"
        maxLength={String(DELIVERY_FEE_MAX_RUPEES).length + 3}
        {...form.field('deliveryFee')}
        error={errorFor('deliveryFee')}
      />
      <CommunityPicker
        legend={TEXTS.communities}
        chosen={form.values.communityIds}
        onChange={(ids) => form.setValue('communityIds', ids)}
        error={errorFor('communityIds')}
        knownNames={names}
      />
      <div className={styles.group}>
        {photoShown !== null ? (
          <img src={photoShown} alt={TEXTS.photoAlt(store.name)} className={styles.photo} />
        ) : (
          <p className={styles.muted}>{TEXTS.noPhoto}</p>
        )}
        <p role="status" className={styles.muted}>
          {photo.kind === 'remove' ? TEXTS.photoWillBeRemoved : photo.kind === 'new' ? TEXTS.photoChosen : ''}
        </p>
        <Field label={TEXTS.photo} hint={TEXTS.photoHint} error={photoError ?? errorFor('photo')}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept={STORE_PHOTO_TYPES.join(',')}
              className={styles.file}
              onChange={(event) => void choosePhoto(event)}
            />
          )}
        </Field>
        {photo.kind === 'remove' ? (
          <Button variant="ghost" size="small" onClick={() => form.setValue('photo', KEEP_PHOTO)}>
            {TEXTS.keepPhoto}
          </Button>
        ) : (
          photoShown !== null && (
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                setPhotoError(undefined);
                // A new photo not saved yet is dropped; a saved one is removed with the profile.
                form.setValue('photo', store.photoUrl === null ? KEEP_PHOTO : { kind: 'remove' });
              }}
            >
              <Icon name="trash" size={16} />
              {TEXTS.removePhoto}
            </Button>
          )
        )}
      </div>
      {refused !== null && refused.field === null && (
        <p role="alert" className={styles.failure}>
          {refused.message}
        </p>
      )}
      <p role="status" className={styles.muted}>
        {note}
      </p>
      <Button type="submit" fullWidth disabled={update.isPending}>
        {update.isPending ? TEXTS.pending : TEXTS.save}
      </Button>
    </form>
  );
}
