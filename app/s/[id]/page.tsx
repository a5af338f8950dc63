import type { Metadata } from "next";
import { SharedView } from "@/components/share/shared-view";

// A shared conversation. The server only serves the page: the key stays in the address's fragment
// and the record is fetched and decrypted in the browser. Open to anyone with the link (no access
// code), and kept out of search engines.

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function SharedPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SharedView id={id} />;
}
