import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  AcceptInvitationRequestSchema,
  VENDOR_ROUTES,
  VENDOR_STORE_TEXTS,
  type AcceptInvitationResponse,
} from '@marketplace/contracts';
import { Button, Card, Icon } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { VENDOR_ME_QUERY_KEY, useVendorMe } from '../session/session-api';
import { SignOutButton } from '../session/sign-out-button';
import { useAcceptInvitation, useAcceptedInvitation } from './join-api';
import styles from './join.module.css';

const TEXTS = VENDOR_STORE_TEXTS.join;

/**
 * /vendor/join?token=…, the link of an invitation's email, for a signed-in user with or without a
 * store: "Accept invitation", then the store they now help run. `standalone`: shown by the gate to a
 * user without a store, so without the workspace's header (sign-out is here instead).
 */
export function JoinPage({ standalone = false }: { standalone?: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accepted = useAcceptedInvitation(token);

  return (
    <main className={styles.page}>
      {standalone && (
        <div className={styles.top}>
          <SignOutButton />
        </div>
      )}
      {accepted.data !== undefined ? <Joined answer={accepted.data} /> : <Invitation token={token} />}
    </main>
  );
}

function Invitation({ token }: { token: string }) {
  const me = useVendorMe();
  const accept = useAcceptInvitation();
  const request = AcceptInvitationRequestSchema.safeParse({ token });
  const who = me.data?.user.email ?? me.data?.user.firstName;
  const failure = !request.success
    ? request.error.issues[0]?.message
    : accept.isError
      ? (serverMessageOf(accept.error) ?? TEXTS.failed)
      : undefined;

  return (
    <>
      <div className={styles.brand}>
        <span className={styles.logo}>
          <Icon name="store" size={32} />
        </span>
        <h1 className={styles.title}>{TEXTS.title}</h1>
        <p className={styles.intro}>{TEXTS.intro}</p>
        {who !== undefined && <p className={styles.muted}>{TEXTS.signedInAs(who)}</p>}
      </div>
      <Card className={styles.card}>
        {failure !== undefined && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        <Button
          fullWidth
          disabled={!request.success || accept.isPending}
          onClick={() => request.success && accept.mutate(request.data)}
        >
          {accept.isPending ? TEXTS.pending : TEXTS.accept}
        </Button>
      </Card>
    </>
  );
}

function Joined({ answer }: { answer: AcceptInvitationResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // The accept button is gone: the focus goes to what it did.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className={styles.card}>
      <span className={styles.done}>
        <Icon name="circle-check" size={32} />
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {TEXTS.doneTitle(answer.storeName)}
      </h1>
      <p className={styles.intro}>{TEXTS.doneRole(answer.role)}</p>
      <Button
        fullWidth
        onClick={() => {
          navigate(VENDOR_ROUTES[0]);
          void queryClient.invalidateQueries({ queryKey: VENDOR_ME_QUERY_KEY });
        }}
      >
        {TEXTS.goToOrders}
      </Button>
    </Card>
  );
}
