import { useState } from 'react';
import { ADDRESS_MESSAGES, ADDRESS_SCREEN_TEXTS, type Address } from '@marketplace/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Icon,
  Skeleton,
  VisuallyHidden,
  useToast,
} from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { AddressCard } from './address-card';
import { AddressFormDialog, type AddressDialogState } from './address-form-dialog';
import { useAddresses, useDeleteAddress } from './addresses-api';
import styles from './addresses.module.css';

const SKELETON_CARDS = 3;

function AddressSkeletons() {
  return (
    <div role="status">
      <VisuallyHidden>Loading addresses…</VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Card className={styles.card}>
              <Skeleton width="40%" height={20} />
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Customer spec 2, Addresses (/customer/profile/addresses): the saved addresses with add, edit and delete. */
export function AddressesPage() {
  const addresses = useAddresses();
  const removal = useDeleteAddress();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<AddressDialogState | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const openAdd = () => setDialog({});

  const confirmDelete = () => {
    if (deleting === null) return;
    removal.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        console.error('Failed to delete address', error);
        setDeleting(null);
        toast({ title: ADDRESS_MESSAGES.deleteFailed, variant: 'destructive' });
      },
    });
  };

  let content;
  if (addresses.isPending) {
    content = <AddressSkeletons />;
  } else if (addresses.isError) {
    content = (
      <Card role="alert" className={styles.card}>
        <p>Failed to load addresses</p>
        <Button variant="secondary" size="small" onClick={() => void addresses.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  } else if (addresses.data.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name="map-pin" size={28} />}
        title={ADDRESS_MESSAGES.emptyTitle}
        text={ADDRESS_MESSAGES.emptyText}
        action={<Button onClick={openAdd}>{ADDRESS_MESSAGES.addAddress}</Button>}
      />
    );
  } else {
    content = (
      <ul className={styles.list} aria-label="Saved addresses">
        {addresses.data.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              onEdit={() => setDialog({ address })}
              onDelete={() => setDeleting(address)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <ScreenHeader title={ADDRESS_SCREEN_TEXTS.title} backTo="/customer/profile" />
      <main className={screen.content}>
        <div className={styles.intro}>
          <p className={styles.subtitle}>{ADDRESS_SCREEN_TEXTS.subtitle}</p>
          <Button size="small" onClick={openAdd}>
            <Icon name="plus" size={16} />
            Add
          </Button>
        </div>
        {content}
      </main>
      <AddressFormDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Address"
        message={ADDRESS_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={removal.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
