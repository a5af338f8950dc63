"use client";

// The settings side sheet, loaded the first time it opens: model settings (this conversation, or
// defaults for new chats), the person's own key (when the server takes one), how attachments are
// prepared, appearance, data import/export, and the links shared from this browser (their own
// chunk: the share engine comes with them).

import { lazy, Suspense } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Sheet } from "@/components/ui/sheet";
import { useConversation } from "@/lib/chat/hooks";
import { AppearanceSection } from "./appearance-section";
import { AttachmentsSection } from "./attachments-section";
import { DataSection } from "./data-section";
import { ModelSettingsSection } from "./model-settings-section";
import { SettingsJumpBar } from "./settings-jump-bar";
import { UserKeySection } from "./user-key-section";

const SharedLinksSection = lazy(() => import("./shared-links-section"));

interface Props {
  open: boolean;
  conversationId: string | null;
  onClose: () => void;
}

export default function SettingsSheet({ open, conversationId, onClose }: Props) {
  const t = useT();
  const conversation = useConversation(conversationId);
  const record = conversation.data ?? null;
  return (
    <Sheet open={open} onClose={onClose} title={t("settings.title")} closeLabel={t("settings.close")}>
      <SettingsJumpBar />
      <div className="space-y-6">
        <ModelSettingsSection key={record?.id ?? "new"} conversationId={record ? record.id : null} />
        <UserKeySection />
        <AttachmentsSection />
        <AppearanceSection />
        <DataSection conversationId={record ? record.id : null} title={record?.title ?? ""} />
        <Suspense fallback={null}>
          <SharedLinksSection />
        </Suspense>
      </div>
    </Sheet>
  );
}
