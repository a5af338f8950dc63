"use client";

// A link within the app that moves through Next's router, without loading the page again: what
// next/link does, less its prefetching (which the links here turn off). It is for links on the chat
// page's first screen, where next/link would add about 2.5 KiB gzip to the first load (app/not-found.tsx
// leaves it out for the same reason). A click with a modifier key or another button, or into another
// target, is the browser's: a new tab or window.

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes } from "react";

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export function RouterLink({ href, onClick, ...rest }: Props) {
  const router = useRouter();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const elsewhere = (rest.target ?? "_self") !== "_self";
        if (event.defaultPrevented || elsewhere || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
