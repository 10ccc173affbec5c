import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHECKOUT_REDIRECT_DELAY_MS,
  CHECKOUT_TEXTS,
  DEVICE_LOCATION_FAILURES,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  displayedPrice,
  formatRupeeAmount,
  writeActiveOrder,
  type ActiveOrder,
  type Community,
  type UserProfile,
} from '@marketplace/contracts';
import {
  Button,
  Card,
  CardTitle,
  EmptyState,
  Icon,
  Spinner,
  TextAreaField,
  TextField,
  buttonClassName,
  cx,
} from '@marketplace/ui';
import { serverMessageOf, useCommunity } from '@marketplace/ui/api';
import { type Coordinates, useDeviceLocation } from '../addresses/use-device-location';
import { useCart } from '../cart/cart-context';
import { orderKeys } from '../orders/orders-api';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { useUserProfile } from '../profile/profile-api';
import { BillDetails } from './bill-details';
import {
  isPricesChanged,
  placeOrder,
  refreshPrices,
  saveDeliveryDetails,
  vendorIsOpen,
} from './checkout-api';
import {
  activeOrderFromRequest,
  activeOrderOf,
  addressAfterOrder,
  canPlaceOrder,
  checkoutFormErrors,
  checkoutFormFromProfile,
  composeDeliveryAddress,
  placeOrderRequest,
  profileUpdateAfterOrder,
  type CheckoutField,
  type CheckoutFormValues,
} from './checkout-form';
import { RestaurantCard } from './restaurant-card';
import { useCartBill } from './use-cart-bill';
import { useDelayedNavigation } from './use-delayed-navigation';
import styles from './checkout.module.css';

interface PlaceOrderFailure {
  title: string;
  /** The order service's own words, when it sent some. */
  detail?: string;
}

/** A confirmed order without an id is one whose answer did not say it: the confirmation copes. */
type Phase = { step: 'idle' } | { step: 'submitting' } | { step: 'confirmed'; orderId: number | null };

function saveActiveOrder(order: ActiveOrder): void {
  try {
    writeActiveOrder(window.localStorage, order);
  } catch (error) {
    // Customer spec 8: storage errors are only logged; the order is placed all the same.
    console.error('Could not save the active order', error);
  }
}

function OrderConfirmedNotice({ orderId }: { orderId: number | null }) {
  useDelayedNavigation(
    orderId === null ? '/customer/order-confirmation' : `/customer/order-confirmation?orderId=${orderId}`,
    CHECKOUT_REDIRECT_DELAY_MS,
  );
  return (
    <main className={screen.content}>
      <div className={styles.success} role="status">
        <span className={styles.successIcon} aria-hidden="true">
          <Icon name="circle-check" size={40} />
        </span>
        <h2 className={styles.successTitle}>{CHECKOUT_TEXTS.orderConfirmed}</h2>
        <p className={styles.muted}>{CHECKOUT_TEXTS.redirecting}</p>
      </div>
    </main>
  );
}

function DeliveryLocation({
  coordinates,
  onLocated,
}: {
  coordinates: Coordinates | null;
  onLocated: (coordinates: Coordinates) => void;
}) {
  const location = useDeviceLocation(onLocated);
  return (
    <div className={styles.location}>
      <Button variant="secondary" size="small" onClick={location.locate} disabled={location.locating}>
        <Icon name="crosshair" size={16} />
        {location.locating ? CHECKOUT_TEXTS.locating : CHECKOUT_TEXTS.useCurrentLocation}
      </Button>
      {coordinates !== null && location.failure === null && (
        <span className={styles.locationNote}>
          {CHECKOUT_TEXTS.locationAdded(coordinates.latitude, coordinates.longitude)}
        </span>
      )}
      {location.failure !== null && (
        <p role="alert" className={styles.alert}>
          {DEVICE_LOCATION_FAILURES[location.failure]}
        </p>
      )}
    </div>
  );
}

function CheckoutForm({
  profile,
  community,
}: {
  profile: UserProfile | undefined;
  community: Community | undefined;
}) {
  const cart = useCart();
  const queryClient = useQueryClient();
  const bill = useCartBill(cart.lines);
  const communityId = profile?.communityId ?? null;
  const communityAddress = community?.address?.trim() || null;

  const [values, setValues] = useState<CheckoutFormValues>(() => checkoutFormFromProfile(profile));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const paymentLegendId = useId();

  if (phase.step === 'confirmed') return <OrderConfirmedNotice orderId={phase.orderId} />;
  if (cart.vendor === null)
    return (
      <main className={screen.content}>
        <EmptyState
          icon={<Icon name="shopping-basket" size={28} />}
          title={CHECKOUT_TEXTS.emptyTitle}
          text={CHECKOUT_TEXTS.emptyText}
          action={
            <Link to="/customer/directory" className={buttonClassName()}>
              {CHECKOUT_TEXTS.browseRestaurants}
            </Link>
          }
        />
      </main>
    );

  const vendor = cart.vendor;
  const submitting = phase.step === 'submitting';
  const allErrors = checkoutFormErrors(values, communityAddress);
  const errorOf = (field: CheckoutField) => (attempted || touched.has(field) ? allErrors[field] : undefined);
  const fieldProps = (name: CheckoutField | 'floor' | 'block') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      if (name !== 'floor' && name !== 'block') setTouched((current) => new Set(current).add(name));
    },
    ...(name !== 'floor' && name !== 'block' ? { error: errorOf(name) } : {}),
  });
  const deliveryAddress = composeDeliveryAddress(values, communityAddress);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(allErrors).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setFailure(null);
    setPhase({ step: 'submitting' });
    // Customer spec 8: a closed vendor stops the order here; a check that fails is no reason to.
    if ((await vendorIsOpen(vendor.id)) === false) {
      setFailure({ title: ORDER_MESSAGES.restaurantClosed });
      setPhase({ step: 'idle' });
      return;
    }
    const request = placeOrderRequest(cart.lines, bill.view.totalRupees, values, communityAddress);
    try {
      const placed = await placeOrder(request);
      if (placed.order !== null) {
        saveActiveOrder(activeOrderOf(placed.order));
        queryClient.setQueryData(orderKeys.order(placed.order.id), placed.order);
      } else if (placed.id !== null) {
        saveActiveOrder(activeOrderFromRequest(placed.id, request));
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.user() });
      cart.clear();
      setPhase({ step: 'confirmed', orderId: placed.id });
      void saveDeliveryDetails(
        queryClient,
        profileUpdateAfterOrder(values, communityId),
        addressAfterOrder(
          values,
          community === undefined ? null : { id: community.id, address: communityAddress },
          coordinates,
        ),
      );
    } catch (error) {
      console.error('Failed to place order', error);
      // The order service priced with newer prices than this bill or the menu the cart came from.
      if (isPricesChanged(error)) void refreshPrices(queryClient, bill.categoryId, vendor.id);
      setFailure({ title: ORDER_MESSAGES.placeOrderFailed, detail: serverMessageOf(error) });
      setPhase({ step: 'idle' });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <main className={screen.content}>
        <RestaurantCard name={vendor.name} />
        <Card className={styles.card}>
          <CardTitle>{CHECKOUT_TEXTS.orderSummary}</CardTitle>
          <ul className={styles.lines} aria-label="Order items">
            {cart.lines.map((line) => (
              <li key={line.id} className={styles.summaryLine}>
                <span>
                  {line.name} × {line.quantity}
                </span>
                <span>{formatRupeeAmount(displayedPrice(line.price) * line.quantity)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <BillDetails bill={bill} />

        <Card className={cx(styles.card, screen.form)}>
          <CardTitle>{CHECKOUT_TEXTS.deliveryAddress}</CardTitle>
          <p className={styles.readOnly}>
            <span className={styles.readOnlyLabel}>{CHECKOUT_TEXTS.community}</span>
            <span>{community?.name ?? profile?.selectedCommunityName ?? CHECKOUT_TEXTS.noCommunity}</span>
            {communityAddress !== null && <span className={styles.muted}>{communityAddress}</span>}
          </p>
          {communityAddress !== null ? (
            <div className={styles.threeColumns}>
              <TextField
                label={CHECKOUT_TEXTS.flatNumber}
                autoComplete="address-line2"
                aria-required="true"
                {...fieldProps('flatNumber')}
              />
              <TextField label={CHECKOUT_TEXTS.floor} {...fieldProps('floor')} />
              <TextField label={CHECKOUT_TEXTS.block} {...fieldProps('block')} />
            </div>
          ) : (
            <TextAreaField
              label={CHECKOUT_TEXTS.addressLabel}
              rows={3}
              autoComplete="street-address"
              aria-required="true"
              maxLength={1000}
              {...fieldProps('address')}
            />
          )}
          {deliveryAddress !== '' && (
            <p className={styles.readOnly}>
              <span className={styles.readOnlyLabel}>{CHECKOUT_TEXTS.fullAddress}</span>
              <span>{deliveryAddress}</span>
            </p>
          )}
          <DeliveryLocation coordinates={coordinates} onLocated={setCoordinates} />
        </Card>

        <Card className={cx(styles.card, screen.form)}>
          <TextField
            label={CHECKOUT_TEXTS.contactNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            {...fieldProps('phone')}
          />
        </Card>

        <Card className={styles.card}>
          <fieldset className={styles.fieldset} aria-labelledby={paymentLegendId}>
            <legend id={paymentLegendId} className={styles.legend}>
              {CHECKOUT_TEXTS.paymentMethod}
            </legend>
            <label className={cx(styles.choice, styles.choiceChecked)}>
              <input type="radio" name="paymentMethod" value="cod" checked readOnly />
              <span className={styles.choiceText}>
                <span className={styles.choiceLabel}>{PAYMENT_METHOD_LABELS.cod}</span>
                <span className={styles.muted}>{CHECKOUT_TEXTS.cashOnDeliveryText}</span>
              </span>
            </label>
          </fieldset>
        </Card>

        <Card className={cx(styles.card, screen.form)}>
          <TextAreaField
            label={CHECKOUT_TEXTS.specialInstructions}
            placeholder={CHECKOUT_TEXTS.specialInstructionsPlaceholder}
            rows={3}
            maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
            value={values.specialInstructions}
            onChange={(event) =>
              setValues((current) => ({ ...current, specialInstructions: event.target.value }))
            }
          />
        </Card>

        {failure !== null && (
          <div role="alert" className={styles.alert}>
            <p className={styles.alertTitle}>{failure.title}</p>
            {failure.detail !== undefined && failure.detail !== failure.title && <p>{failure.detail}</p>}
          </div>
        )}
      </main>
      <div className={styles.footer}>
        <Button
          type="submit"
          fullWidth
          disabled={!canPlaceOrder(values, communityAddress, submitting) || bill.total === null}
        >
          {submitting
            ? CHECKOUT_TEXTS.placingOrder
            : bill.total === null
              ? CHECKOUT_TEXTS.placeOrder
              : `${CHECKOUT_TEXTS.placeOrder} · ${bill.total}`}
        </Button>
      </div>
    </form>
  );
}

/**
 * Customer spec 2, Checkout (/customer/checkout): the cart once more with its bill, where to deliver
 * (the resident's community, read-only, and their flat), how to reach them, cash on delivery and
 * any instructions; then the order, its confirmation and the delivery details saved for next time.
 */
export function CheckoutPage() {
  const profile = useUserProfile();
  const communityId = profile.data?.communityId ?? null;
  const community = useCommunity(communityId);
  // The form starts from the profile and its community's address decides its fields, so it waits
  // for both; a failed read starts it empty, with the address typed in full.
  const loading = profile.isPending || (communityId !== null && community.isPending);
  return (
    <>
      <ScreenHeader title={CHECKOUT_TEXTS.title} backTo="/customer/cart" />
      {loading ? <Spinner /> : <CheckoutForm profile={profile.data} community={community.data} />}
    </>
  );
}
