"use client";

// Editing a sent message in place: "Save and send" keeps the original and starts a new branch.

import { useEffect, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { isImeEvent } from "@/components/ui/ime";

interface Props {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function MessageEdit({ initial, onSave, onCancel }: Props) {
  const t = useT();
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${Math.min(area.scrollHeight, 400)}px`;
  }, [text]);

  const save = () => {
    if (text.trim() !== "") onSave(text);
  };

  return (
    <div className="w-full rounded-2xl border border-zinc-300 bg-white p-2 shadow-sm dark:border-zinc-700 dark:bg-zinc-900">
      <textarea
        ref={ref}
        aria-label={t("message.edit")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (isImeEvent(event)) return;
          if (event.key === "Escape") {
            // Handled here: the composer's Escape (stop the reply) must not also fire.
            event.preventDefault();
            onCancel();
          }
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            save();
          }
        }}
        rows={1}
        className="block w-full resize-none bg-transparent px-2 py-1.5 text-[15px] leading-relaxed outline-none"
      />
      <div className="mt-1 flex justify-end gap-2">
        <Button
          onClick={onCancel}
          variant="ghost"
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-zinc-600 dark:text-zinc-300"
        >
          {t("message.cancel")}
        </Button>
        <Button
          onClick={save}
          disabled={text.trim() === ""}
          variant="primary"
          offset={1}
          className="rounded-lg px-3 py-1.5 text-sm font-medium disabled:opacity-40"
        >
          {t("message.save")}
        </Button>
      </div>
    </div>
  );
}
