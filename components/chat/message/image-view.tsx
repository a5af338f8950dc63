"use client";

// An image sent with a message, as a thumbnail that opens larger when clicked: a dialog showing the
// image at the size the window allows (the kept original, when there is one), closed by Escape, the
// backdrop or its Close button.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { FOCUS_RING } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";

interface Props {
  /** The thumbnail's source. */
  src: string;
  /** What the dialog shows: the kept original, or the image itself. */
  large: string;
  name: string;
  className: string;
  referrerPolicy?: "no-referrer";
}

export function ImageView({ src, large, name, className, referrerPolicy }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={t("attachments.view", { name })} title={name} onClick={() => setOpen(true)} className={`cursor-zoom-in rounded-xl ${FOCUS_RING}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local blob URL or an address the person sent */}
        <img src={src} alt={name} referrerPolicy={referrerPolicy} className={className} />
      </button>
      {open && (
        <Sheet open placement="media" title={name} closeLabel={t("attachments.closeView")} onClose={() => setOpen(false)}>
          {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
          <img src={large} alt={name} referrerPolicy={referrerPolicy} className="mx-auto max-h-[78dvh] w-auto max-w-full object-contain" />
        </Sheet>
      )}
    </>
  );
}
