import { useId } from 'react';
import {
  ADDRESS_MESSAGES,
  ADDRESS_SCREEN_TEXTS,
  ADDRESS_TYPES,
  AddressRequestSchema,
  type Address,
} from '@marketplace/contracts';
import { Button, Dialog, Field, Icon, Input, Select, TextField, useValidatedForm } from '@marketplace/ui';
import { useAllCommunities, useCities } from '@marketplace/ui/api';
import screen from '../layout/screen.module.css';
import {
  EMPTY_ADDRESS_FORM,
  addressFormFromAddress,
  cityIdOf,
  communitiesForCity,
  fieldsForCity,
  fieldsForCommunity,
  type AddressFormValues,
} from './address-form';
import { useSaveAddress } from './addresses-api';
import { useDeviceLocation } from './use-device-location';
import styles from './addresses.module.css';

/** Which address the dialog edits: none when adding. */
export interface AddressDialogState {
  address?: Address;
}

/** Customer spec 4: the address dialog is closed, adding, or editing one chosen address. */
export function AddressFormDialog({
  state,
  onClose,
}: {
  state: AddressDialogState | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={state?.address !== undefined ? 'Edit Address' : ADDRESS_MESSAGES.addAddress}
    >
      {state !== null && <AddressForm address={state.address} onDone={onClose} />}
    </Dialog>
  );
}

function AddressForm({ address, onDone }: { address: Address | undefined; onDone: () => void }) {
  const form = useValidatedForm(
    AddressRequestSchema,
    address !== undefined ? addressFormFromAddress(address) : EMPTY_ADDRESS_FORM,
  );
  const { values, errors } = form;
  const setFields = (fields: Partial<AddressFormValues>) =>
    (Object.keys(fields) as (keyof AddressFormValues)[]).forEach(
      <Name extends keyof AddressFormValues>(name: Name) =>
        form.setValue(name, fields[name] as AddressFormValues[Name]),
    );

  const save = useSaveAddress();
  const cities = useCities().data ?? [];
  const communities = useAllCommunities().data ?? [];
  const location = useDeviceLocation((coordinates) => setFields(coordinates));
  const typeLegendId = useId();
  const locationLabelId = useId();
  const hasLocation = values.latitude !== null && values.longitude !== null;
  const chosenCityId = cityIdOf(values, cities);

  return (
    <form
      className={screen.form}
      noValidate
      onSubmit={form.handleSubmit((request) =>
        save.mutate(
          { id: address?.id, request: { ...request, cityId: chosenCityId } },
          {
            onSuccess: onDone,
            onError: (error) => console.error('Failed to save address', error),
          },
        ),
      )}
    >
      <fieldset className={styles.typeChoice} aria-labelledby={typeLegendId}>
        <legend id={typeLegendId} className={styles.fieldLabel}>
          Address Type
        </legend>
        <div className={styles.typeOptions}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={styles.typeOption}>
              <input
                type="radio"
                name="addressType"
                value={type}
                checked={values.addressType === type}
                onChange={() => form.setValue('addressType', type)}
              />
              {ADDRESS_SCREEN_TEXTS.typeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={screen.twoColumns}>
        <TextField label="Flat Number" {...form.field('flatNumber')} />
        <TextField label="Floor" {...form.field('floor')} />
      </div>
      <TextField label="Street Address" autoComplete="address-line1" {...form.field('streetAddress')} />
      <Field label="Community" error={errors.communityId}>
        {(control) => (
          <Select
            {...control}
            value={values.communityId ?? ''}
            onChange={(event) => {
              const community = communities.find(({ id }) => id === Number(event.target.value));
              setFields(
                community !== undefined
                  ? fieldsForCommunity(community, cities)
                  : { communityId: null, communityAddress: '' },
              );
            }}
          >
            <option value="">Select a community</option>
            {communitiesForCity(communities, values).map((community) => (
              <option key={community.id} value={community.id}>
                {community.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {values.communityAddress !== '' && (
        <TextField label="Community Address" value={values.communityAddress} readOnly />
      )}
      <TextField label="Pincode" inputMode="numeric" autoComplete="postal-code" {...form.field('pincode')} />
      <div className={screen.twoColumns}>
        <Field label="City" error={errors.cityName}>
          {(control) => (
            <Select
              {...control}
              value={chosenCityId ?? ''}
              onChange={(event) =>
                setFields(
                  fieldsForCity(
                    values,
                    cities.find(({ cityId }) => cityId === Number(event.target.value)) ?? null,
                  ),
                )
              }
            >
              <option value="">Select a city</option>
              {cities.map((city) => (
                <option key={city.cityId} value={city.cityId}>
                  {city.cityName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="State" hint="Follows the city">
          {(control) => <Input {...control} value={values.state} readOnly />}
        </Field>
      </div>
      <div role="group" aria-labelledby={locationLabelId} className={styles.location}>
        <span id={locationLabelId} className={styles.fieldLabel}>
          Location
        </span>
        {hasLocation && (
          <p className={styles.locationSaved}>
            {ADDRESS_MESSAGES.locationSaved} ({values.latitude?.toFixed(5)}, {values.longitude?.toFixed(5)})
          </p>
        )}
        <div className={styles.locationActions}>
          <Button variant="secondary" size="small" disabled={location.locating} onClick={location.locate}>
            <Icon name="crosshair" size={16} />
            {location.locating ? 'Getting Location...' : 'Use Current Location'}
          </Button>
          {hasLocation && (
            <Button
              variant="ghost"
              size="small"
              onClick={() => setFields({ latitude: null, longitude: null })}
            >
              Remove Location
            </Button>
          )}
        </div>
        {location.failed && (
          <p role="alert" className={styles.error}>
            {ADDRESS_MESSAGES.locationFailed}
          </p>
        )}
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => form.setValue('isDefault', event.target.checked)}
        />
        Set as default address
      </label>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {ADDRESS_MESSAGES.saveFailed}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
