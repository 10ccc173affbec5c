import { useId, useState } from 'react';
import { DEFAULT_ONBOARDING_LOCATION, VENDOR_APP_TEXTS } from '@marketplace/contracts';
import { CheckboxGroup, Field, Icon, Select } from '@marketplace/ui';
import { useCommunities, useStateCities, useStates } from '@marketplace/ui/api';
import { mergeCityChoice } from './application-form';
import styles from './community-picker.module.css';

const TEXTS = VENDOR_APP_TEXTS.apply;

/**
 * The communities a store delivers to, chosen as the resident's onboarding chooses one: a state,
 * then a city, then its communities (the same catalog calls). Choices in other cities are kept.
 * "Apply to sell" and the store's profile choose with it; `knownNames` names the communities chosen
 * before (the profile's), which no city list shown yet names.
 */
export function CommunityPicker({
  legend = TEXTS.communities,
  chosen,
  onChange,
  error,
  knownNames,
}: {
  legend?: string;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
  knownNames?: ReadonlyMap<number, string>;
}) {
  const errorId = useId();
  const [state, setState] = useState<string | null>(DEFAULT_ONBOARDING_LOCATION.state);
  const [city, setCity] = useState<string | null>(DEFAULT_ONBOARDING_LOCATION.city);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(() => new Map());
  const states = useStates();
  const cities = useStateCities(state);
  const communities = useCommunities(state !== null && city !== null ? { state, city } : null);
  const inCity = communities.data ?? [];

  const tick = (values: string[]) => {
    const ticked = values.map(Number);
    setNames((current) => {
      const next = new Map(current);
      for (const community of inCity) next.set(community.id, community.name);
      return next;
    });
    onChange(
      mergeCityChoice(
        chosen,
        inCity.map((community) => community.id),
        ticked,
      ),
    );
  };

  return (
    <fieldset className={styles.communities} aria-describedby={error !== undefined ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.place}>
        <Field label={TEXTS.state}>
          {(control) => (
            <Select
              {...control}
              value={state ?? ''}
              onChange={(event) => {
                setState(event.target.value === '' ? null : event.target.value);
                setCity(null);
              }}
            >
              <option value="">{TEXTS.statePlaceholder}</option>
              {(states.data ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={TEXTS.city}>
          {(control) => (
            <Select
              {...control}
              value={city ?? ''}
              disabled={state === null}
              onChange={(event) => setCity(event.target.value === '' ? null : event.target.value)}
            >
              <option value="">{TEXTS.cityPlaceholder}</option>
              {(cities.data ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {city !== null && communities.isPending && <p className={styles.muted}>{TEXTS.loadingCommunities}</p>}
      {city !== null && communities.data?.length === 0 && (
        <p className={styles.muted}>{TEXTS.noCommunities(city)}</p>
      )}
      {inCity.length > 0 && (
        <CheckboxGroup
          legend={city ?? ''}
          options={inCity.map((community) => ({ value: String(community.id), label: community.name }))}
          values={chosen.map(String)}
          onChange={tick}
        />
      )}
      {chosen.length > 0 && (
        <div className={styles.chosen}>
          <p className={styles.muted}>{TEXTS.chosen(chosen.length)}</p>
          <ul className={styles.chosenList}>
            {chosen.map((id) => {
              const name =
                names.get(id) ??
                inCity.find((community) => community.id === id)?.name ??
                knownNames?.get(id) ??
                `#${id}`;
              return (
                <li key={id} className={styles.chosenItem}>
                  {name}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={TEXTS.remove(name)}
                    onClick={() => onChange(chosen.filter((other) => other !== id))}
                  >
                    <Icon name="circle-x" size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.failureText}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
