// Token counts and other integers, grouped the way the reader's language groups digits.

const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, locale = "en"): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
