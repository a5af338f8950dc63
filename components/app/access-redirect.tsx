"use client";

// Sends a browser that has no access cookie yet to the unlock page, which asks for the code, once the
// server's status says so. That status is fetched after the page comes alive, so this loads then too.

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useStatus } from "@/lib/chat/hooks/use-status";

export default function AccessRedirect() {
  const router = useRouter();
  const accessRequired = useStatus().data?.accessRequired === true;
  useEffect(() => {
    if (accessRequired) router.replace("/unlock");
  }, [accessRequired, router]);
  return null;
}
