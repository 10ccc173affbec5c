import { useState } from 'react';
import { VENDOR_STORE_TEXTS, type Store } from '@marketplace/contracts';
import { Card, CardTitle, QueryView } from '@marketplace/ui';
import { messageOf } from '../session/client-error';
import { useWorkspace } from '../workspace/workspace-context';
import { HoursEditor, HoursView } from './hours-editor';
import { OpenCard } from './open-card';
import { ProfileEditor, ProfileView } from './profile-editor';
import { useStore } from './store-api';
import styles from './store.module.css';

const TEXTS = VENDOR_STORE_TEXTS;

/**
 * /vendor/store: whether the store is open (any member), its pauses (any member), its weekly hours
 * and profile (the owner's to change; staff read them).
 */
export function StorePage() {
  const { storeId } = useWorkspace();
  const store = useStore(storeId);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXTS.store.title}</h1>
      <QueryView<Store>
        query={store}
        loading={TEXTS.loadingStore}
        failure={(error) => messageOf(error, TEXTS.storeLoadFailed)}
      >
        {(data) => <StoreSettings store={data} />}
      </QueryView>
    </main>
  );
}

function StoreSettings({ store }: { store: Store }) {
  const owner = store.role === 'owner';
  // A saved profile starts the form again from the store the server answered.
  const [saves, setSaves] = useState(0);
  return (
    <>
      <OpenCard store={store} />
      <Card className={styles.section}>
        <CardTitle>{TEXTS.hours.title}</CardTitle>
        <p className={styles.muted}>{TEXTS.hours.intro}</p>
        {owner ? (
          // Hours saved here or elsewhere start the editor from them again.
          <HoursEditor key={JSON.stringify(store.hours)} store={store} />
        ) : (
          <HoursView hours={store.hours} />
        )}
      </Card>
      <Card className={styles.section}>
        <CardTitle>{TEXTS.profile.title}</CardTitle>
        {owner ? (
          <ProfileEditor key={saves} store={store} onSaved={() => setSaves((count) => count + 1)} />
        ) : (
          <ProfileView store={store} />
        )}
      </Card>
    </>
  );
}
