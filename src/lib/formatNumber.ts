// Written out by hand rather than with Intl.NumberFormat or toLocaleString: islands use these while
// they hydrate, and the first Intl formatter of a page loads locale data in a long task of its own.

/** A whole number with US English thousands separators: 12000 → '12,000'. */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A price in cents as US dollars, the way en-US writes them: 123456 → '$1,234.56'. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.round(Math.abs(cents));
  return `${sign}$${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
