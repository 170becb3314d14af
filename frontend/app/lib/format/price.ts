// Money is integer cents everywhere; on screen it is euro in the nl-NL format (SPEC §9).
const EURO = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** 2500 → '€ 25,00' (with a no-break space, as Intl writes it). */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  return EURO.format(Math.round(cents) / 100);
}

/** A ticket's fee: the 'Free' label (nl 'Gratis') for zero, the price otherwise. */
export function formatFee(cents: number, freeLabel: string): string {
  return cents === 0 ? freeLabel : formatPrice(cents);
}

const WHOLE_EURO = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** Round amounts without cents, for goals and suggested gifts: 250000 → '€ 2.500', 1250 → '€ 12,50'. */
export function formatAmount(cents: number): string {
  return cents % 100 === 0 ? WHOLE_EURO.format(cents / 100) : formatPrice(cents);
}
