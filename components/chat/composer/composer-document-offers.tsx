"use client";

// What a picked document needs before it can go: a password (the field says when the last one was
// wrong), or, for a scan on a model that reads images, the choice to send its pages as images.
// Dismiss leaves it out; the rest of the draft is never touched.

import { useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import type { ConversationSettings } from "@/lib/protocol/message";
import { dismissOffer, openWithPassword, sendScanPages } from "./draft-actions";
import { useDraftStore, type DocumentOffer } from "./draft-attachments-store";

type Settings = Pick<ConversationSettings, "model" | "protocol">;

const BOX = "mx-3 mt-3 rounded-lg border border-amber-300 bg-amber-50/70 px-3 py-2 text-xs text-zinc-800 dark:border-amber-700/60 dark:bg-amber-950/30 dark:text-zinc-200";
const ACTION = "rounded-md px-2.5 py-1 text-xs font-medium";

function PasswordOffer({ offer, settings }: { offer: Extract<DocumentOffer, { kind: "password" }>; settings: Settings }) {
  const t = useT();
  const id = useId();
  const [password, setPassword] = useState("");
  const name = offer.file.name;
  const open = () => password !== "" && openWithPassword(offer, password, { settings, t, started: useDraftStore.getState().generation });
  return (
    <form
      className={BOX}
      onSubmit={(event) => {
        event.preventDefault();
        open();
      }}
    >
      <p role={offer.wrong ? "alert" : undefined}>{offer.wrong ? t("documents.problem.wrongPassword", { name }) : t("documents.problem.needsPassword", { name })}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t("documents.password", { name })}
        </label>
        <input
          id={id}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder={t("documents.password", { name })}
          className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs dark:border-zinc-600 dark:bg-zinc-900"
        />
        <Button type="submit" variant="primary" disabled={password === ""} className={`${ACTION} disabled:opacity-40`}>
          {t("documents.unlock")}
        </Button>
        <Button onClick={() => dismissOffer(offer.key)} variant="ghost" className={ACTION}>
          {t("documents.dismiss")}
        </Button>
      </div>
    </form>
  );
}

function ScanOffer({ offer, settings }: { offer: Extract<DocumentOffer, { kind: "scan" }>; settings: Settings }) {
  const t = useT();
  const name = offer.file.name;
  return (
    <div className={BOX}>
      <p>{t("documents.problem.noTextLayer", { name, count: offer.pages })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="primary"
          onClick={() => sendScanPages(offer, { settings, t, started: useDraftStore.getState().generation })}
          className={ACTION}
        >
          {t("documents.sendPages", { count: offer.pages })}
        </Button>
        <Button onClick={() => dismissOffer(offer.key)} variant="ghost" className={ACTION}>
          {t("documents.dismiss")}
        </Button>
      </div>
    </div>
  );
}

export function ComposerDocumentOffers({ offers, settings }: { offers: readonly DocumentOffer[]; settings: Settings }) {
  return offers.map((offer) =>
    offer.kind === "password" ? <PasswordOffer key={offer.key} offer={offer} settings={settings} /> : <ScanOffer key={offer.key} offer={offer} settings={settings} />,
  );
}
