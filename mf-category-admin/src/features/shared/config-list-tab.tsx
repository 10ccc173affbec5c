import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ConfirmDialog, QueryView } from '@marketplace/ui';
import { CATEGORY_ADMIN_MESSAGES as M } from '@marketplace/contracts';
import type { MutationTexts } from './config-api';
import styles from './configs.module.css';

/** Which record the add or edit dialog shows: null when adding. */
export interface Editing<Item> {
  item: Item | null;
}

interface ConfigListTabProps<Item extends { id: number }> {
  title: string;
  /** The toolbar's add button, which opens the dialog empty. */
  addLabel: string;
  /** Controls beside the title (a filter). */
  filters?: ReactNode;
  query: Pick<UseQueryResult<Item[]>, 'data' | 'isError' | 'error' | 'refetch'>;
  failure: (error: Error) => string;
  loading: string;
  /** What the tab shows with no records; `add` opens the add dialog. */
  empty: (add: () => void) => ReactNode;
  card: (item: Item, actions: { edit: () => void; remove: () => void }) => ReactNode;
  dialog: (editing: Editing<Item> | null, close: () => void) => ReactNode;
  /** The delete confirmation: its title, what it names the record, and the delete call with its toasts. */
  deletion: {
    title: string;
    nameOf: (item: Item) => string;
    remove: { run: (id: number, texts: MutationTexts, onDone?: () => void) => void; isPending: boolean };
    texts: MutationTexts;
  };
}

/**
 * One tab of category management (admin spec 2): its title, add button and filters; the list in
 * its loading, failed (with Retry) and empty states; the add or edit dialog; the delete confirmation.
 */
export function ConfigListTab<Item extends { id: number }>(props: ConfigListTabProps<Item>) {
  const [editing, setEditing] = useState<Editing<Item> | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const add = () => setEditing({ item: null });
  const titleId = `${props.title.toLowerCase().replace(/\W+/g, '-')}-title`;
  const { deletion } = props;

  return (
    <section className={styles.tab} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.toolbarTitle}>
          {props.title}
        </h2>
        {props.filters}
        <Button onClick={add}>{props.addLabel}</Button>
      </div>
      <QueryView query={props.query} failure={props.failure} loading={props.loading} retryLabel="Retry">
        {(items) =>
          items.length === 0 ? (
            props.empty(add)
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  {props.card(item, { edit: () => setEditing({ item }), remove: () => setDeleting(item) })}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {props.dialog(editing, () => setEditing(null))}
      <ConfirmDialog
        open={deleting !== null}
        title={deletion.title}
        message={M.deleteConfirm(deleting ? deletion.nameOf(deleting) : '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={deletion.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deletion.remove.run(deleting.id, deletion.texts, () => setDeleting(null))
        }
      />
    </section>
  );
}
