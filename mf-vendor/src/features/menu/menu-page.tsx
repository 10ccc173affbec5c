import { useId, useState } from 'react';
import { VENDOR_STORE_TEXTS, type StoreMenuItem, type StoreMenuResponse } from '@marketplace/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Field,
  Icon,
  Input,
  QueryView,
  VisuallyHidden,
  useToast,
} from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { messageOf } from '../session/client-error';
import { useWorkspace } from '../workspace/workspace-context';
import { ItemDialog } from './item-dialog';
import { useRemoveItem, useSetAvailability, useStoreMenu } from './menu-api';
import { MenuItemRow } from './menu-item-row';
import { menuGroups } from './menu-list';
import styles from './menu.module.css';

const TEXTS = VENDOR_STORE_TEXTS.menu;

/**
 * /vendor/menu: the store's menu by category with a search, each item's availability one tap away
 * (any member). The owner adds, edits and removes items and makes their pictures.
 */
export function MenuPage() {
  const { storeId, role } = useWorkspace();
  const owner = role === 'owner';
  const { toast } = useToast();
  const menu = useStoreMenu(storeId);
  const availability = useSetAvailability(storeId);
  const remove = useRemoveItem(storeId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ item: StoreMenuItem | null } | null>(null);
  const [removing, setRemoving] = useState<StoreMenuItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const countId = useId();

  const toggle = (item: StoreMenuItem) => {
    const isAvailable = !item.isAvailable;
    setAnnouncement(isAvailable ? TEXTS.nowAvailable(item.name) : TEXTS.nowOutOfStock(item.name));
    availability.mutate(
      { item, isAvailable },
      {
        onError: (error) => {
          setAnnouncement('');
          toast({
            title: TEXTS.toggleFailed(item.name),
            description: serverMessageOf(error) ?? VENDOR_STORE_TEXTS.failed,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{TEXTS.title}</h1>
        {owner && (
          <Button size="small" onClick={() => setEditing({ item: null })}>
            <Icon name="plus" size={18} />
            {TEXTS.add}
          </Button>
        )}
      </div>
      {!owner && <p className={styles.muted}>{TEXTS.staffHint}</p>}
      <Field label={TEXTS.search}>
        {(control) => (
          <Input
            {...control}
            type="search"
            maxLength={100}
            placeholder={TEXTS.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <div role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      <QueryView<StoreMenuResponse>
        query={menu}
        loading={TEXTS.loading}
        failure={(error) => messageOf(error, TEXTS.loadFailed)}
      >
        {({ items }) => {
          if (items.length === 0) {
            return (
              <EmptyState
                icon={<Icon name="utensils" size={32} />}
                title={TEXTS.emptyTitle}
                text={owner ? TEXTS.empty : TEXTS.emptyStaff}
                action={
                  owner && (
                    <Button onClick={() => setEditing({ item: null })}>
                      <Icon name="plus" size={18} />
                      {TEXTS.add}
                    </Button>
                  )
                }
              />
            );
          }
          const groups = menuGroups(items, search);
          const shown = groups.reduce((count, group) => count + group.items.length, 0);
          return (
            <>
              <p id={countId} className={styles.count} aria-live="polite">
                {TEXTS.count(shown, items.length)}
              </p>
              {groups.length === 0 ? (
                <EmptyState
                  icon={<Icon name="search" size={32} />}
                  title={TEXTS.noMatchTitle}
                  text={TEXTS.noMatch(search.trim())}
                />
              ) : (
                groups.map((group) => (
                  <section key={group.category} aria-labelledby={`${countId}-${group.category}`}>
                    <h2 id={`${countId}-${group.category}`} className={styles.group}>
                      {group.label}
                    </h2>
                    <ul className={styles.list}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <MenuItemRow
                            storeId={storeId}
                            item={item}
                            owner={owner}
                            onToggle={() => toggle(item)}
                            onEdit={() => setEditing({ item })}
                            onRemove={() => setRemoving(item)}
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </>
          );
        }}
      </QueryView>
      {owner && (
        <ItemDialog
          storeId={storeId}
          open={editing !== null}
          item={editing?.item ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      {owner && (
        <ConfirmDialog
          open={removing !== null}
          title={removing === null ? '' : TEXTS.removeTitle(removing.name)}
          message={TEXTS.removeMessage}
          confirmLabel={TEXTS.removeConfirm}
          pendingLabel={TEXTS.removing}
          destructive
          pending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing === null) return;
            remove.mutate(removing, {
              onSuccess: () => {
                toast({ title: TEXTS.removed(removing.name) });
                setRemoving(null);
              },
              onError: (error) =>
                toast({ title: serverMessageOf(error) ?? VENDOR_STORE_TEXTS.failed, variant: 'destructive' }),
            });
          }}
        />
      )}
    </main>
  );
}
