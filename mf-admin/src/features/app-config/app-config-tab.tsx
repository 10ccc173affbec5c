import { useState } from 'react';
import {
  APP_CONFIG_ADMIN_MESSAGES as M,
  AppConfigTextRequestSchema,
  type AdminAppConfigPage,
  type AdminAppConfigSection,
  type AppConfigStatus,
} from '@marketplace/contracts';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  LoadFailure,
  Spinner,
  Switch,
  TextAreaField,
  TextField,
  useToast,
  useValidatedForm,
} from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import reports from '../reports/reports.module.css';
import {
  useAdminAppConfig,
  useEditAppConfigText,
  useSetAppConfigStatus,
  type AppConfigPart,
} from './app-config-api';
import styles from './app-config.module.css';

/** The page or section being edited, and which of the two it is. */
interface EditTarget {
  part: AppConfigPart;
  item: AdminAppConfigPage | AdminAppConfigSection;
}

/**
 * Admin spec 2, App Config: each page with its sections behind a disclosure, each one switched on
 * or off and renamed here; residents see the change on their next load of the configuration.
 */
export function AppConfigTab() {
  const config = useAdminAppConfig();
  const [editing, setEditing] = useState<EditTarget | null>(null);

  if (config.isError) {
    return (
      <LoadFailure message={'Failed to load the app configuration.'} onRetry={() => void config.refetch()} />
    );
  }
  if (config.data === undefined) return <Spinner label="Loading the app configuration…" />;
  if (config.data.length === 0) {
    return (
      <Card>
        <EmptyState title={M.emptyTitle} text={M.emptyDescription} />
      </Card>
    );
  }
  return (
    <div className={reports.panel}>
      {config.data.map((page) => (
        <PageCard key={page.id} page={page} onEdit={setEditing} />
      ))}
      <EditTextDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function StatusBadge({ status }: { status: AppConfigStatus }) {
  return status === 'enabled' ? <Badge variant="success">Enabled</Badge> : <Badge>Disabled</Badge>;
}

/** One page or section: its switch, its badge and its Edit button. */
function ConfigRow({
  part,
  item,
  onEdit,
}: {
  part: AppConfigPart;
  item: AdminAppConfigPage | AdminAppConfigSection;
  onEdit: (target: EditTarget) => void;
}) {
  const setStatus = useSetAppConfigStatus();
  const { toast } = useToast();
  const [succeeded, failed] =
    part === 'pages'
      ? [M.pageStatusUpdated, M.pageStatusFailed]
      : [M.sectionStatusUpdated, M.sectionStatusFailed];
  const toggle = (enabled: boolean) =>
    setStatus.mutate(
      { part, id: item.id, status: enabled ? 'enabled' : 'disabled' },
      {
        onSuccess: () => toast({ title: 'Success', description: succeeded }),
        onError: (error) =>
          toast({ title: 'Error', description: serverMessageOf(error) ?? failed, variant: 'destructive' }),
      },
    );
  return (
    <div className={styles.row}>
      <div className={styles.switch}>
        <Switch
          label={item.displayName}
          description={item.description ?? undefined}
          checked={item.status === 'enabled'}
          onCheckedChange={toggle}
        />
      </div>
      <StatusBadge status={item.status} />
      <Button
        size="small"
        variant="secondary"
        aria-label={`Edit ${item.displayName}`}
        onClick={() => onEdit({ part, item })}
      >
        Edit
      </Button>
    </div>
  );
}

function PageCard({ page, onEdit }: { page: AdminAppConfigPage; onEdit: (target: EditTarget) => void }) {
  const [expanded, setExpanded] = useState(false);
  const sectionsId = `app-config-page-${page.id}-sections`;
  return (
    <Card>
      <h2 className={reports.heading}>
        {page.displayName} <code className={styles.name}>{page.pageName}</code>
      </h2>
      <ConfigRow part="pages" item={page} onEdit={onEdit} />
      <Button
        variant="ghost"
        size="small"
        aria-expanded={expanded}
        aria-controls={sectionsId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Hide sections' : `Show sections (${page.sections.length})`}
      </Button>
      <ul
        id={sectionsId}
        hidden={!expanded}
        className={styles.sections}
        aria-label={`Sections of ${page.displayName}`}
      >
        {page.sections.map((section) => (
          <li key={section.id}>
            <ConfigRow part="sections" item={section} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function EditTextDialog({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target === null ? 'Edit' : `Edit ${target.item.displayName}`}
    >
      {target !== null && (
        <EditTextForm key={`${target.part}-${target.item.id}`} target={target} onDone={onClose} />
      )}
    </Dialog>
  );
}

function EditTextForm({ target, onDone }: { target: EditTarget; onDone: () => void }) {
  const form = useValidatedForm(AppConfigTextRequestSchema, {
    displayName: target.item.displayName,
    description: target.item.description ?? '',
  });
  const edit = useEditAppConfigText();
  const { toast } = useToast();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((text) =>
        edit.mutate(
          { part: target.part, id: target.item.id, text },
          {
            onSuccess: () => {
              toast({ title: 'Success', description: M.itemUpdated });
              onDone();
            },
            onError: (error) =>
              toast({
                title: 'Error',
                description: serverMessageOf(error) ?? M.itemUpdateFailed,
                variant: 'destructive',
              }),
          },
        ),
      )}
    >
      <TextField label="Display Name" {...form.field('displayName')} />
      <TextAreaField label="Description" rows={3} {...form.field('description')} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
