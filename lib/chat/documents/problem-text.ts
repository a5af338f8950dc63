// What a person reads about a document that was not attached: one sentence per problem kind, in the
// UI's language, naming the file. Sizes are in MB, token counts as the meter shows them.

import type { Translate } from "@/lib/i18n/translate";
import type { NamedDocumentProblem, DocumentProblemKind } from "./document-types";

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

type Describe<K extends DocumentProblemKind> = (t: Translate, problem: Extract<NamedDocumentProblem, { kind: K }>) => string;

const DESCRIBE: { [K in DocumentProblemKind]: Describe<K> } = {
  unsupported: (t, { name, what }) => t("documents.problem.unsupported", { name, what }),
  binary: (t, { name }) => t("documents.problem.binary", { name }),
  "too-large": (t, { name, bytes, limitBytes }) => t("documents.problem.tooLarge", { name, size: megabytes(bytes), limit: megabytes(limitBytes) }),
  "unpacks-too-large": (t, { name, bytes, limitBytes }) =>
    t("documents.problem.unpacksTooLarge", { name, size: megabytes(bytes), limit: megabytes(limitBytes) }),
  "too-long": (t, { name, tokens, limitTokens }) => t("documents.problem.tooLong", { name, tokens, limit: limitTokens }),
  empty: (t, { name }) => t("documents.problem.empty", { name }),
  "needs-password": (t, { name }) => t("documents.problem.needsPassword", { name }),
  "wrong-password": (t, { name }) => t("documents.problem.wrongPassword", { name }),
  "no-text-layer": (t, { name, pages }) => t("documents.problem.noTextLayer", { name, count: pages }),
  "page-too-large": (t, { name, page, limitBytes }) => t("documents.problem.pageTooLarge", { name, page, limit: megabytes(limitBytes) }),
  "needs-cmaps": (t, { name }) => t("documents.problem.needsCmaps", { name }),
  "needs-image-decoders": (t, { name }) => t("documents.problem.needsImageDecoders", { name }),
  corrupt: (t, { name, reason }) => t("documents.problem.corrupt", { name, reason }),
  cancelled: (t, { name }) => t("documents.problem.cancelled", { name }),
  failed: (t, { name, reason }) => t("documents.problem.failed", { name, reason }),
};

export function describeDocumentProblem(t: Translate, problem: NamedDocumentProblem): string {
  return (DESCRIBE[problem.kind] as Describe<DocumentProblemKind>)(t, problem);
}

