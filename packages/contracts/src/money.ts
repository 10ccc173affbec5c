/** Money travels as integer paise inside the system; the API speaks rupees with two decimals. */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** Applies a percentage to an amount in paise, rounding half up to the paisa. */
export function percentOf(paise: Paise, percent: number): Paise {
  return Math.round((paise * percent) / 100);
}

/**
 * Customer spec 9: "prices over 1000 are shown divided by 100". Some partner menus send item prices
 * in paise; the app shows any price above this as paise. Applied where prices are shown, never to
 * what is stored or charged (decision 63).
 */
export const PAISE_DISPLAY_THRESHOLD = 1000;

export function displayedPrice(price: number): number {
  return price > PAISE_DISPLAY_THRESHOLD ? price / 100 : price;
}

/** A price as the app shows it: the display rule above, whole rupees plainly, else with paise. */
export function formatRupees(price: number): string {
  return formatRupeeAmount(displayedPrice(price));
}

/**
 * An amount the app computed (a line's subtotal, a bill row, a total) as it is: the display rule
 * is for prices as menus send them, and a ₹1,200 bill is not a price in paise.
 */
export function formatRupeeAmount(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;
}
