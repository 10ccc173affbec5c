import { LOCATION_DIALOG_TEXTS, type Community } from '@marketplace/contracts';
import { Badge, Dialog, Spinner, cx } from '@marketplace/ui';
import { initialPlace, usePlaceChoice } from './place-choice';
import { PlaceDropdowns } from './place-dropdowns';
import { useSaveCommunity } from './save-community';
import styles from './community.module.css';

export interface LocationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The resident's community, where the choice starts. */
  current: Community | undefined;
}

/**
 * Customer spec 2, 'Select Your Location': state, then city, then one of the city's communities,
 * each shown with its type, city, state and address. Choosing one saves it and closes the dialog.
 */
export function LocationDialog({ open, onClose, current }: LocationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={LOCATION_DIALOG_TEXTS.title}>
      <LocationPicker current={current} onChosen={onClose} />
    </Dialog>
  );
}

function LocationPicker({ current, onChosen }: { current: Community | undefined; onChosen: () => void }) {
  const choice = usePlaceChoice(initialPlace(current));
  const save = useSaveCommunity(onChosen);
  const { state, city, communities } = choice;

  return (
    <div className={styles.picker}>
      <PlaceDropdowns choice={choice} />
      {state !== null && city !== null && (
        <section aria-label="Communities" aria-busy={communities.isPending || save.isPending}>
          {communities.isPending ? (
            <Spinner label="Loading communities…" />
          ) : communities.data?.length ? (
            <ul className={styles.communityList}>
              {communities.data.map((community) => (
                <li key={community.id}>
                  <button
                    type="button"
                    className={cx(styles.communityOption, community.id === current?.id && styles.current)}
                    aria-current={community.id === current?.id ? 'true' : undefined}
                    disabled={save.isPending}
                    onClick={() => save.mutate(community.id)}
                  >
                    <span className={styles.communityHeading}>
                      <span className={styles.communityName}>{community.name}</span>
                      <span className={styles.communityType}>
                        <Badge variant="brand">{community.type}</Badge>
                      </span>
                    </span>
                    <span className={styles.communityPlace}>{`${community.city}, ${community.state}`}</span>
                    {community.address !== null && (
                      <span className={styles.communityAddress}>{community.address}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{LOCATION_DIALOG_TEXTS.noCommunities(city, state)}</p>
          )}
        </section>
      )}
    </div>
  );
}
