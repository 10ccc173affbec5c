import { Link } from 'react-router-dom';
import {
  CART_PAGE_TEXTS,
  formatRupeeAmount,
  formatRupees,
  displayedPrice,
  type CartLine,
} from '@marketplace/contracts';
import { Button, Card, CardTitle, EmptyState, Icon, Spinner, buttonClassName } from '@marketplace/ui';
import { AuthUnavailable } from '../auth/auth-unavailable';
import { useAuthState } from '../auth/current-user';
import { useCart } from '../cart/cart-context';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BillDetails } from './bill-details';
import { RestaurantCard } from './restaurant-card';
import { useCartBill } from './use-cart-bill';
import styles from './checkout.module.css';

function CartLineRow({ line }: { line: CartLine }) {
  const cart = useCart();
  return (
    <li className={styles.line}>
      <span className={styles.lineText}>
        <span className={styles.lineName}>{line.name}</span>
        <span className={styles.lineMeta}>
          {formatRupees(line.price)} × {line.quantity} ={' '}
          {formatRupeeAmount(displayedPrice(line.price) * line.quantity)}
        </span>
      </span>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={CART_PAGE_TEXTS.decrease(line.name)}
          onClick={() => cart.setQuantity(line.id, line.quantity - 1)}
        >
          −
        </button>
        {/* An output is announced as it changes, so the stepper's result is heard where it is. */}
        <output className={styles.quantity} aria-label={CART_PAGE_TEXTS.quantity(line.name, line.quantity)}>
          {line.quantity}
        </output>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={CART_PAGE_TEXTS.increase(line.name)}
          onClick={() => cart.setQuantity(line.id, line.quantity + 1)}
        >
          +
        </button>
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={CART_PAGE_TEXTS.remove(line.name)}
        onClick={() => cart.setQuantity(line.id, 0)}
      >
        <Icon name="trash" size={18} />
      </Button>
    </li>
  );
}

function SignedInCart() {
  const cart = useCart();
  const bill = useCartBill(cart.lines);

  if (cart.vendor === null)
    return (
      <main className={screen.content}>
        <EmptyState
          icon={<Icon name="shopping-cart" size={28} />}
          title={CART_PAGE_TEXTS.emptyTitle}
          text={CART_PAGE_TEXTS.emptyText}
          action={
            <Link to="/customer/directory" className={buttonClassName()}>
              {CART_PAGE_TEXTS.continueShopping}
            </Link>
          }
        />
      </main>
    );

  return (
    <>
      <main className={screen.content}>
        <RestaurantCard name={cart.vendor.name} />
        <Card className={styles.card}>
          <CardTitle>{CART_PAGE_TEXTS.items}</CardTitle>
          <ul className={styles.lines} aria-label="Cart items">
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
          </ul>
        </Card>
        <BillDetails bill={bill} />
      </main>
      <div className={styles.footer}>
        <Link to="/customer/checkout" className={buttonClassName({ fullWidth: true })}>
          {CART_PAGE_TEXTS.proceedToCheckout(bill.total)}
        </Link>
      </div>
    </>
  );
}

/**
 * Customer spec 2, Cart (/customer/cart): the cart's vendor, its lines with quantity controls, the
 * bill, and the way to checkout. Reachable signed out too, where it asks the visitor to log in
 * (spec 2 and 6: the cart requires login, and says so rather than vanishing).
 */
export function CartPage() {
  const auth = useAuthState();
  let content;
  if (auth.status === 'loading') content = <Spinner fullPage />;
  else if (auth.status === 'unavailable')
    content = <AuthUnavailable retry={auth.retry} retrying={auth.retrying} />;
  else if (auth.status === 'signed-out')
    content = (
      <main className={screen.content}>
        <EmptyState
          icon={<Icon name="user" size={28} />}
          title={CART_PAGE_TEXTS.signedOutTitle}
          text={CART_PAGE_TEXTS.signedOutText}
          action={
            <Link to="/login" className={buttonClassName()}>
              {CART_PAGE_TEXTS.login}
            </Link>
          }
        />
      </main>
    );
  else content = <SignedInCart />;
  return (
    <>
      <ScreenHeader title={CART_PAGE_TEXTS.title} backTo="/customer" />
      {content}
    </>
  );
}
