import type { Prisma } from './generated/client';

/** numeric columns arrive as Decimal; the domain speaks plain numbers. */
export function decimalToNumber(value: Prisma.Decimal): number;
export function decimalToNumber(value: Prisma.Decimal | null): number | null;
export function decimalToNumber(value: Prisma.Decimal | null): number | null {
  return value === null ? null : value.toNumber();
}
