// Short elapsed-time text ("12s", "1m 5s"; "12秒", "1分钟5秒") in the reader's language, from Intl's
// narrow units joined the way the language lists units.

import { memo } from "./memo";

function unit(locale: string, name: "second" | "minute", value: number | string): string {
  return memo(`unit:${locale}:${name}`, () => new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "narrow" })).format(
    value as number,
  );
}

export function formatDuration(ms: number, locale = "en"): string {
  // A finished but sub-second span reads "<1s" rather than a misleading "0s".
  if (ms > 0 && ms < 500) return `<${unit(locale, "second", 1)}`;
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return unit(locale, "second", total);
  const list = memo(`units:${locale}`, () => new Intl.ListFormat(locale, { type: "unit", style: "narrow" }));
  return list.format([unit(locale, "minute", Math.floor(total / 60)), unit(locale, "second", total % 60)]);
}
