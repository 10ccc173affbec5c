import { useEffect, useId, useState } from 'react';
import {
  MOCK_PAYMENT_PROCESSING_MS,
  MOCK_PAYMENT_REDIRECT_MS,
  MOCK_PAYMENT_TEXTS,
  MOCK_PAYMENT_TOTAL_RUPEES,
  formatRupeeAmount,
  type MockPaymentMethod,
} from '@marketplace/contracts';
import { Button, Card, Icon, cx } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { mockPaymentOrder, saveMockPaymentOrder } from './mock-payment';
import { useDelayedNavigation } from './use-delayed-navigation';
import styles from './checkout.module.css';

type Phase = { step: 'choosing' } | { step: 'processing' } | { step: 'paid'; orderId: number };

const METHODS = Object.keys(MOCK_PAYMENT_TEXTS.methods) as MockPaymentMethod[];

/**
 * Customer spec 2, Payment page (/customer/payment): a mock. It takes a fixed ₹503 by UPI, wallet or
 * card, "processes" for 3 seconds, keeps a fake order in browser storage and opens its details
 * 2 seconds later. Nothing here reaches the order service.
 */
export function PaymentPage() {
  const [method, setMethod] = useState<MockPaymentMethod>('upi');
  const [phase, setPhase] = useState<Phase>({ step: 'choosing' });
  const legendId = useId();
  const total = formatRupeeAmount(MOCK_PAYMENT_TOTAL_RUPEES);

  useEffect(() => {
    if (phase.step !== 'processing') return;
    const timer = window.setTimeout(() => {
      const order = mockPaymentOrder(method, new Date());
      try {
        saveMockPaymentOrder(window.localStorage, order);
      } catch (error) {
        console.error('Could not keep the mock payment order', error);
      }
      setPhase({ step: 'paid', orderId: order.id });
    }, MOCK_PAYMENT_PROCESSING_MS);
    return () => window.clearTimeout(timer);
  }, [phase.step, method]);

  useDelayedNavigation(
    phase.step === 'paid' ? `/customer/order-details/${phase.orderId}` : null,
    MOCK_PAYMENT_REDIRECT_MS,
  );

  if (phase.step === 'paid')
    return (
      <>
        <ScreenHeader title={MOCK_PAYMENT_TEXTS.title} backTo="/customer/cart" />
        <main className={screen.content}>
          <div className={styles.success} role="status">
            <span className={styles.successIcon} aria-hidden="true">
              <Icon name="circle-check" size={40} />
            </span>
            <h2 className={styles.successTitle}>{MOCK_PAYMENT_TEXTS.succeeded}</h2>
            <p className={styles.muted}>{MOCK_PAYMENT_TEXTS.redirecting}</p>
          </div>
        </main>
      </>
    );

  const processing = phase.step === 'processing';
  return (
    <>
      <ScreenHeader title={MOCK_PAYMENT_TEXTS.title} backTo="/customer/cart" />
      <main className={screen.content}>
        <p className={styles.muted}>{MOCK_PAYMENT_TEXTS.mockNotice}</p>
        <Card className={styles.card}>
          <fieldset className={styles.fieldset} aria-labelledby={legendId} disabled={processing}>
            <legend id={legendId} className={styles.legend}>
              {MOCK_PAYMENT_TEXTS.chooseMethod}
            </legend>
            {METHODS.map((choice) => (
              <label key={choice} className={cx(styles.choice, method === choice && styles.choiceChecked)}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={choice}
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceLabel}>{MOCK_PAYMENT_TEXTS.methods[choice].label}</span>
                  <span className={styles.muted}>{MOCK_PAYMENT_TEXTS.methods[choice].text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </Card>
        <Card className={styles.card}>
          <p className={styles.total}>
            <span>{MOCK_PAYMENT_TEXTS.total}</span>
            <span>{total}</span>
          </p>
        </Card>
        {processing && (
          <p role="status" className={styles.muted}>
            {MOCK_PAYMENT_TEXTS.processing}
          </p>
        )}
      </main>
      <div className={styles.footer}>
        <Button fullWidth disabled={processing} onClick={() => setPhase({ step: 'processing' })}>
          {processing ? MOCK_PAYMENT_TEXTS.processing : MOCK_PAYMENT_TEXTS.pay(total)}
        </Button>
      </div>
    </>
  );
}
