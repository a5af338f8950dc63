import type { RoutedReading } from "./bench-request";

// The other half of a resumable reply: what a page that lost it gets back. Picked up from byte 0
// after the stream has ended, the gateway must hand over exactly the bytes it relayed, its own
// comments included.

export async function reattachIdentical(gatewayUrl: string, reading: RoutedReading): Promise<boolean> {
  if (!reading.resumeId) throw new Error("only a resumable reading can be picked up again");
  const response = await fetch(`${gatewayUrl}/api/replies/${reading.resumeId}?offset=0`, { headers: { accept: "text/event-stream" } });
  if (response.status !== 200) throw new Error(`picking reply ${reading.resumeId} up answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return reading.bytes.equals(Buffer.from(await response.arrayBuffer()));
}
