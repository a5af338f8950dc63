// Link and image URL policy for model output: http(s) and mailto only; relative and fragment
// links are kept (they cannot carry a script), anything else becomes "".
const allowedProtocols = /^(?:https?|mailto)$/i;

// Total: it runs while rendering stored and imported text, so it never throws, whatever it is given.
export function safeUrl(url: string): string {
  if (typeof url !== "string") return "";
  const value = url.trim();
  const colon = value.indexOf(":");
  const firstDelimiter = value.search(/[/?#]/);
  if (colon === -1 || (firstDelimiter !== -1 && colon > firstDelimiter)) return value;
  return allowedProtocols.test(value.slice(0, colon)) ? value : "";
}
