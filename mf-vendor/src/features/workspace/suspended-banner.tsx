import { VENDOR_STORE_TEXTS } from '@marketplace/contracts';
import { Icon } from '@marketplace/ui';
import { useStore } from '../store/store-api';
import styles from './workspace.module.css';

const TEXTS = VENDOR_STORE_TEXTS.suspended;

/** On every screen of a store the marketplace suspended (GET /api/vendor/stores/{id} says so). */
export function SuspendedBanner({ storeId }: { storeId: number }) {
  const store = useStore(storeId);
  return (
    <div role="status" className={styles.bannerSlot}>
      {store.data?.status === 'suspended' && (
        <div className={styles.banner}>
          <Icon name="shield" size={20} />
          <p>
            <strong>{TEXTS.title}.</strong> {TEXTS.text}
            {store.data.suspendedReason && <> {TEXTS.reason(store.data.suspendedReason)}</>}
          </p>
        </div>
      )}
    </div>
  );
}
