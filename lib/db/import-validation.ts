// Checking an import file before anything is written, with errors that name the problem and where.

import type { z } from "zod";
import { isRecord } from "@/lib/protocol/is-record";
import type { MessageNode } from "@/lib/protocol/message";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportDocumentSchema,
  type ExportedAttachment,
  type ExportedConversation,
} from "./export-format";

/** What is wrong with a zip import, so the UI can say it in the person's language (see import-zip.ts). */
export type ImportErrorKind = "notExport" | "noManifest" | "version" | "tooLarge" | "unpacksTooLarge" | "badEntry" | "incomplete";

export class ImportError extends Error {
  /** Set for zip imports; the old JSON import's messages stand alone. */
  readonly kind?: ImportErrorKind;
  /** The zip entry at fault, and what is wrong with it. */
  readonly entry?: string;
  readonly detail?: string;

  constructor(message: string, details?: { kind: ImportErrorKind; entry?: string; detail?: string }) {
    super(message);
    this.name = "ImportError";
    this.kind = details?.kind;
    this.entry = details?.entry;
    this.detail = details?.detail;
  }
}

export interface ValidImport {
  conversations: ExportedConversation[];
  /** The parsed JSON objects themselves, so assistant turns keep every byte and key order. */
  messages: MessageNode[];
  attachments: ExportedAttachment[];
}

function pathText(path: PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i > 0 ? "." : ""}${String(key)}`)).join("");
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], root);
}

/** The first few problems zod found, each with where it is in `root`. */
export function describeIssues(issues: z.core.$ZodIssue[], root: unknown): string {
  const problems = issues.slice(0, 3).map((issue) => describe(issue, root));
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more problems)` : "";
  return `${problems.join("; ")}${more}`;
}

function describe(issue: z.core.$ZodIssue, root: unknown): string {
  const where = pathText(issue.path);
  if (issue.code === "invalid_union" && "discriminator" in issue && issue.discriminator === "role") {
    return `${where}: unknown role ${JSON.stringify(valueAt(root, issue.path))} (expected user, assistant or tool)`;
  }
  return `${where || "file"}: ${issue.message}`;
}

function checkReferences(doc: ValidImport): void {
  const ids = new Set(doc.conversations.map((c) => c.id));
  doc.messages.forEach((m, i) => {
    if (!ids.has(m.conversationId)) {
      throw new ImportError(`messages[${i}] belongs to conversation ${m.conversationId}, which is not in the file.`);
    }
  });
  doc.attachments.forEach((a, i) => {
    if (!ids.has(a.conversationId)) {
      throw new ImportError(`attachments[${i}] belongs to conversation ${a.conversationId}, which is not in the file.`);
    }
  });
}

export function validateImport(input: unknown): ValidImport {
  let data = input;
  if (typeof input === "string") {
    try {
      data = JSON.parse(input);
    } catch {
      throw new ImportError("The file is not valid JSON.");
    }
  }
  const head = (data ?? {}) as { format?: unknown; version?: unknown };
  if (!isRecord(data) || head.format !== EXPORT_FORMAT) {
    throw new ImportError(`This is not a Moonlit export (expected format "${EXPORT_FORMAT}").`);
  }
  if (head.version !== EXPORT_VERSION) {
    throw new ImportError(`This export has version ${JSON.stringify(head.version)}; this Moonlit reads version ${EXPORT_VERSION}.`);
  }
  const parsed = exportDocumentSchema.safeParse(data);
  if (!parsed.success) {
    throw new ImportError(`The export is damaged: ${describeIssues(parsed.error.issues, data)}.`);
  }
  const result: ValidImport = {
    conversations: parsed.data.conversations,
    messages: (data as { messages: MessageNode[] }).messages,
    attachments: parsed.data.attachments,
  };
  checkReferences(result);
  return result;
}
