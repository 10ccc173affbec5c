import { renderToStaticMarkup } from 'react-dom/server';
import { useCart } from './cart-context';

// The components' styles are CSS Modules, which only webpack reads; this test needs none of them.
jest.mock('@marketplace/ui', () => ({ ConfirmDialog: () => null, useToast: () => ({ toast: jest.fn() }) }));

describe('useCart', () => {
  it('throws outside a CartProvider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useCart();
      return null;
    }
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow('useCart must be used inside a CartProvider');
    consoleError.mockRestore();
  });
});
