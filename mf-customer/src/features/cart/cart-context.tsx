import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import type { CartLine, MenuItem } from '@marketplace/contracts';
import { ConfirmDialog, useToast } from '@marketplace/ui';
import { useAuthState } from '../auth/current-user';
import { ADD_TO_CART_MESSAGES, REPLACE_CART_DIALOG_TEXTS } from './cart-contract';
import { cartLineId } from './cart-line-id';
import { cartItemCount, cartReducer, cartVendorOf, checkAddToCart, type CartAction } from './cart-state';
import { loadCart, saveCart, type CartStorage } from './cart-storage';

/** The vendor an item is added from: its open state is the one the vendor page last read. */
export interface CartVendor {
  id: number;
  name: string;
  /** The vendor's business category, which the bill's category follows. */
  category: string;
  categoryId: number;
  isOpen: boolean;
}

export type CartMenuItem = Pick<
  MenuItem,
  'itemId' | 'name' | 'price' | 'category' | 'description' | 'isAvailable' | 'externalMenuId'
>;

export interface CartApi {
  lines: readonly CartLine[];
  itemCount: number;
  /** The vendor of the first line, which every line shares; null for an empty cart. */
  vendor: { id: number; name: string } | null;
  /**
   * Customer spec 5: adds an item unless the vendor is closed or the item unavailable (a toast
   * says why), and asks before replacing another vendor's cart.
   */
  addItem(vendor: CartVendor, item: CartMenuItem, quantity?: number): void;
  removeItem(lineId: number): void;
  setQuantity(lineId: number, quantity: number): void;
  clear(): void;
}

const CartContext = createContext<CartApi | null>(null);

/** The cart line for a menu item of a vendor. */
export function cartLineFor(vendor: CartVendor, item: CartMenuItem): Omit<CartLine, 'quantity'> {
  return {
    id: cartLineId({ restaurantId: vendor.id, externalMenuId: item.externalMenuId, name: item.name }),
    itemId: item.itemId,
    name: item.name,
    price: item.price,
    restaurantId: vendor.id,
    restaurantName: vendor.name,
    category: item.category,
    businessCategory: vendor.category,
    businessCategoryId: vendor.categoryId,
    description: item.description,
    externalMenuId: item.externalMenuId,
  };
}

interface OwnedCart {
  /** The resident the lines were loaded for; null while nobody is signed in. */
  ownerId: number | null;
  lines: readonly CartLine[];
}

type OwnedCartAction = CartAction | { type: 'load'; ownerId: number | null; lines: readonly CartLine[] };

function ownedCartReducer(cart: OwnedCart, action: OwnedCartAction): OwnedCart {
  if (action.type === 'load') return { ownerId: action.ownerId, lines: action.lines };
  return { ...cart, lines: cartReducer(cart.lines, action) };
}

interface PendingReplacement {
  line: Omit<CartLine, 'quantity'>;
  quantity: number;
  cartVendorName: string;
  vendorName: string;
}

const browserStorage = (): CartStorage | null => {
  try {
    return window.localStorage;
  } catch (error) {
    console.error('Cart storage is unavailable', error);
    return null;
  }
};

/**
 * Customer spec 4: the resident's cart, kept in browser storage per signed-in resident. It loads
 * when a resident signs in (or changes) and is saved after every change; signed out, it is empty
 * and nothing is read or written.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const userId = auth.status === 'signed-in' ? auth.user.id : null;
  const { toast } = useToast();
  const [cart, dispatch] = useReducer(ownedCartReducer, { ownerId: null, lines: [] });
  const [pending, setPending] = useState<PendingReplacement | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    dispatch({ type: 'load', ownerId: userId, lines: storage === null ? [] : loadCart(storage, userId) });
  }, [userId]);

  useEffect(() => {
    // Until the lines of this resident are loaded, the lines in memory are someone else's (or none).
    if (cart.ownerId === null || cart.ownerId !== userId) return;
    const storage = browserStorage();
    if (storage !== null) saveCart(storage, cart.ownerId, cart.lines);
  }, [cart, userId]);

  const addItem = useCallback(
    (vendor: CartVendor, item: CartMenuItem, quantity = 1) => {
      const check = checkAddToCart(cart.lines, vendor, item);
      const line = cartLineFor(vendor, item);
      switch (check.outcome) {
        case 'vendor-closed':
          toast({ title: ADD_TO_CART_MESSAGES.vendorClosed, variant: 'destructive' });
          return;
        case 'item-unavailable':
          toast({ title: ADD_TO_CART_MESSAGES.itemUnavailable(item.name), variant: 'destructive' });
          return;
        case 'other-vendor':
          setPending({ line, quantity, cartVendorName: check.cartVendorName, vendorName: vendor.name });
          return;
        case 'ok':
          dispatch({ type: 'add', line, quantity });
      }
    },
    [cart.lines, toast],
  );

  const api = useMemo<CartApi>(
    () => ({
      lines: cart.lines,
      itemCount: cartItemCount(cart.lines),
      vendor: cartVendorOf(cart.lines),
      addItem,
      removeItem: (id) => dispatch({ type: 'remove', id }),
      setQuantity: (id, quantity) => dispatch({ type: 'setQuantity', id, quantity }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [cart.lines, addItem],
  );

  return (
    <CartContext.Provider value={api}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={REPLACE_CART_DIALOG_TEXTS.title}
        message={
          pending === null ? '' : ADD_TO_CART_MESSAGES.otherVendor(pending.cartVendorName, pending.vendorName)
        }
        confirmLabel={REPLACE_CART_DIALOG_TEXTS.confirm}
        cancelLabel={REPLACE_CART_DIALOG_TEXTS.cancel}
        destructive
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) {
            dispatch({ type: 'clear' });
            dispatch({ type: 'add', line: pending.line, quantity: pending.quantity });
          }
          setPending(null);
        }}
      />
    </CartContext.Provider>
  );
}

/** The cart of the signed-in resident; only inside CartProvider (spec 8: outside, it throws). */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (cart === null) throw new Error('useCart must be used inside a CartProvider');
  return cart;
}
