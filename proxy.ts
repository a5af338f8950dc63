import { NextResponse, type NextRequest } from "next/server";
import { gatePage } from "@/lib/server/access/page-gate";
import { getEnv } from "@/lib/server/env";
import { translator } from "@/lib/i18n/dictionaries";

// Runs before every page (Next 16's proxy, on the Node.js runtime): with ACCESS_CODE set, pages
// need the unlock cookie; with ALLOWED_HOSTS set, only those host names are served. The rules are
// in lib/server/access/page-gate.ts.

export function proxy(request: NextRequest): Response {
  const gate = gatePage(request, getEnv());
  if (gate === "unlock") return NextResponse.redirect(new URL("/unlock", request.url));
  if (gate === "host_not_allowed") {
    const message = translator("en")("unlock.error.host_not_allowed");
    return new Response(message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return NextResponse.next();
}

export const config = {
  // API routes check access themselves; the app's static files are public.
  matcher: ["/((?!api/|_next/static/|_next/image).*)"],
};
