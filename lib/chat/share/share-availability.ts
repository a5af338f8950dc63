// Whether this server can keep shares (on Vercel it needs REDIS_URL), asked before the Share dialog
// offers to create a link, and how large a share may be.

import { asShareAvailability, shareApiUrl, type ShareAvailability } from "@/lib/protocol/share/share-api";
import { responseError, ShareRequestError, shareFetch } from "./share-request-error";

export async function fetchShareAvailability(origin: string = location.origin): Promise<ShareAvailability> {
  const response = await shareFetch(shareApiUrl(origin));
  if (!response.ok) throw await responseError(response);
  const availability = asShareAvailability(await response.json().catch(() => null));
  if (!availability) throw new ShareRequestError("unavailable", "The share server's answer about availability was not understood.");
  return availability;
}
