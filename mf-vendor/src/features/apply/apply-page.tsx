import { useState } from 'react';
import {
  VENDOR_APP_TEXTS,
  VENDOR_MESSAGES,
  VendorApplicationRequestSchema,
  type VendorApplication,
  type VendorMeResponse,
} from '@marketplace/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  Field,
  Select,
  TextAreaField,
  TextField,
  useToast,
  useValidatedForm,
} from '@marketplace/ui';
import { messageOf } from '../session/client-error';
import { SignOutButton } from '../session/sign-out-button';
import { useApply, useCategories } from './apply-api';
import { fieldOfServerMessage } from './application-form';
import { CommunityPicker } from './community-picker';
import styles from './apply.module.css';

const TEXTS = VENDOR_APP_TEXTS.apply;

/**
 * /vendor for a signed-in user without a store: "Apply to sell", or, once applied, that the
 * application waits for an administrator. A rejected application shows why and may be sent again.
 */
export function ApplyPage({ me }: { me: VendorMeResponse }) {
  const application = me.application;
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{TEXTS.title}</h1>
        <SignOutButton />
      </div>
      {application?.status === 'pending' ? (
        <Waiting application={application} />
      ) : (
        <>
          {application?.status === 'rejected' && <Rejected application={application} />}
          {application?.status !== 'rejected' && <p className={styles.intro}>{TEXTS.intro}</p>}
          <ApplicationForm previous={application?.status === 'rejected' ? application : null} />
        </>
      )}
    </main>
  );
}

function Waiting({ application }: { application: VendorApplication }) {
  return (
    <Card role="status" className={styles.notice}>
      <CardTitle>{TEXTS.waitingTitle}</CardTitle>
      <CardDescription>{VENDOR_MESSAGES.applicationPending}</CardDescription>
      <p className={styles.muted}>
        {application.storeName} · {TEXTS.waitingSince(sentOn(application.createdAt))}
      </p>
    </Card>
  );
}

function Rejected({ application }: { application: VendorApplication }) {
  return (
    <Card className={styles.rejected}>
      <CardTitle>{TEXTS.rejectedTitle}</CardTitle>
      {application.rejectionReason !== null && (
        <CardDescription>{TEXTS.rejectedReason(application.rejectionReason)}</CardDescription>
      )}
      <p className={styles.muted}>{TEXTS.applyAgain}</p>
    </Card>
  );
}

function sentOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
}

interface ApplicationValues {
  storeName: string;
  categoryId: number | null;
  phone: string;
  address: string;
  communityIds: number[];
}

function ApplicationForm({ previous }: { previous: VendorApplication | null }) {
  const { toast } = useToast();
  const apply = useApply();
  const categories = useCategories();
  const form = useValidatedForm<typeof VendorApplicationRequestSchema, ApplicationValues>(
    VendorApplicationRequestSchema,
    {
      storeName: previous?.storeName ?? '',
      categoryId: previous?.categoryId ?? null,
      phone: previous?.phone ?? '',
      address: previous?.address ?? '',
      // The communities are chosen again, city by city: their names are only known from those lists.
      communityIds: [],
    },
  );
  const [refused, setRefused] = useState<{ message: string; field: string | null } | null>(null);
  const errorFor = (field: keyof typeof form.values) =>
    form.errors[field] ?? (refused?.field === field ? refused.message : undefined);

  return (
    <Card>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((request) => {
          setRefused(null);
          apply.mutate(request, {
            onSuccess: () => toast({ title: TEXTS.sent }),
            onError: (error) => {
              const message = messageOf(error, VENDOR_APP_TEXTS.toasts.failed);
              setRefused({ message, field: fieldOfServerMessage(message) });
            },
          });
        })}
      >
        <TextField
          label={TEXTS.storeName}
          autoComplete="organization"
          maxLength={100}
          {...form.field('storeName')}
          error={errorFor('storeName')}
        />
        <Field
          label={TEXTS.category}
          error={errorFor('categoryId') ?? (categories.isError ? TEXTS.categoriesFailed : undefined)}
        >
          {(control) => (
            <Select
              {...control}
              name="categoryId"
              value={form.values.categoryId ?? ''}
              onChange={(event) =>
                form.setValue('categoryId', event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{TEXTS.categoryPlaceholder}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          label={TEXTS.phone}
          hint={TEXTS.phoneHint}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...form.field('phone')}
          error={errorFor('phone')}
        />
        <TextAreaField
          label={TEXTS.address}
          autoComplete="street-address"
          rows={3}
          maxLength={300}
          {...form.field('address')}
          error={errorFor('address')}
        />
        <CommunityPicker
          chosen={form.values.communityIds}
          onChange={(ids) => form.setValue('communityIds', ids)}
          error={errorFor('communityIds')}
        />
        {refused !== null && refused.field === null && (
          <p role="alert" className={styles.failure}>
            {refused.message}
          </p>
        )}
        <Button type="submit" fullWidth disabled={apply.isPending}>
          {apply.isPending ? TEXTS.pending : TEXTS.submit}
        </Button>
      </form>
    </Card>
  );
}
