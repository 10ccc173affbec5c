import { Dropdown } from '@marketplace/ui';
import type { usePlaceChoice } from './place-choice';

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** The state and city dropdowns of a community picker; the city waits for a state. */
export function PlaceDropdowns({ choice }: { choice: ReturnType<typeof usePlaceChoice> }) {
  return (
    <>
      <Dropdown
        label="State"
        placeholder="Select a state"
        options={asOptions(choice.states.data ?? [])}
        value={choice.state}
        onChange={choice.chooseState}
      />
      <Dropdown
        label="City"
        placeholder="Select a city"
        options={asOptions(choice.cities.data ?? [])}
        value={choice.city}
        onChange={choice.chooseCity}
        disabled={choice.state === null}
      />
    </>
  );
}
