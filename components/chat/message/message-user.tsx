"use client";

// A user message: the text as written (no markdown), its attachments, and Copy / Edit / Delete plus
// the branch switcher. Editing sends the new text as a sibling branch.

import { memo, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { EditIcon, TrashIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { useFocusRequest } from "@/components/ui/use-focus-request";
import { useEngine, type BranchInfo } from "@/lib/chat/hooks";
import type { UserNode } from "@/lib/protocol/message";
import { MessageAttachments } from "./message-attachments";
import { COMPOSER_INPUT_ID } from "../composer/composer-id";
import { MessageBranchNav } from "./message-branch-nav";
import { MessageCopyButton } from "./message-copy-button";
import { MessageEdit } from "./message-edit";
import { MessageToolbar } from "./message-toolbar";
import { useDeleteMessage, useDeletePending } from "./use-delete-message";

interface Props {
  node: UserNode;
  branch: BranchInfo | undefined;
}

export const MessageUser = memo(function MessageUser({ node, branch }: Props) {
  const t = useT();
  const engine = useEngine();
  const [editing, setEditing] = useState(false);
  const [editButton, focusEditButton] = useFocusRequest<HTMLButtonElement>();
  const deleteMessage = useDeleteMessage();
  const deleting = useDeletePending(node.id);

  return (
    <article aria-label={t("message.user")} className={`group/message flex flex-col items-end transition-opacity ${deleting ? "opacity-40" : ""}`}>
      <MessageAttachments attachments={node.attachments} />
      {editing ? (
        <MessageEdit
          initial={node.text}
          onCancel={() => {
            setEditing(false);
            focusEditButton();
          }}
          onSave={(text) => {
            setEditing(false);
            // The edit goes out as a new branch and its reply follows: the message box is next.
            document.getElementById(COMPOSER_INPUT_ID)?.focus();
            void engine.editUserMessage(node.id, text);
          }}
        />
      ) : (
        node.text !== "" && (
          <div className="max-w-[85%] rounded-2xl rounded-br-md bg-zinc-100 px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100">
            {node.text}
          </div>
        )
      )}
      {!editing && (
        <MessageToolbar align="end">
          <MessageBranchNav branch={branch} onSelect={(id) => void engine.selectBranch(node.conversationId, id)} />
          <MessageCopyButton text={() => node.text} />
          <IconButton ref={editButton} size="sm" label={t("message.edit")} onClick={() => setEditing(true)}>
            <EditIcon />
          </IconButton>
          <IconButton size="sm" label={t("message.delete")} onClick={() => deleteMessage(node.id)}>
            <TrashIcon />
          </IconButton>
        </MessageToolbar>
      )}
    </article>
  );
}, sameProps);

function sameProps(a: Props, b: Props): boolean {
  return a.node === b.node && sameBranch(a.branch, b.branch);
}

export function sameBranch(a: BranchInfo | undefined, b: BranchInfo | undefined): boolean {
  return a === b || (!!a && !!b && a.index === b.index && a.count === b.count && a.prevId === b.prevId && a.nextId === b.nextId);
}
