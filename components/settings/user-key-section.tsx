"use client";

// The person's own EvoLink key, offered only when the server takes one (ALLOW_USER_KEYS). Saved as
// it is typed; an empty field goes back to the server's key.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useStatus } from "@/lib/chat/hooks";
import { useUserKey, writeUserKey } from "@/lib/chat/stores/user-key";
import { CONTROL, FieldShell, Section } from "./field";

export function UserKeySection() {
  const t = useT();
  const id = useId();
  const key = useUserKey();
  if (!useStatus().data?.userKeys) return null;
  return (
    <Section title={t("settings.userKey")}>
      <FieldShell label={t("settings.userKey")} htmlFor={id} hint={t("settings.userKey.hint")} errorId={`${id}-hint`}>
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => writeUserKey(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={CONTROL}
        />
      </FieldShell>
    </Section>
  );
}
