// Adding picked files to the draft, fetched with the first file rather than with the page: each file
// is screened at once (refusals named with their reason), then prepared one at a time, its thumbnail
// showing progress, and refused afterwards if it does not decode, cannot be made small enough or
// would take the message past its total.

import { imageLimits, normalizeAttachmentPreferences, type AttachmentPreferences } from "@/lib/chat/attachments/attachment-preferences";
import { outgoingSize } from "@/lib/chat/attachments/outgoing";
import type { Translate } from "@/lib/i18n/translate";
import type { ConversationSettings } from "@/lib/protocol/message";
import { problemText, type AttachmentProblem } from "./attachment-problem";
import { MAX_TOTAL_MB, MB, screenFile } from "./composer-files";
import { prepareFile } from "./prepare-attachments";
import type { DraftItem } from "./use-draft-attachments";

/** The draft as the composer's hook hands it over. */
export interface DraftControl {
  settings: Pick<ConversationSettings, "model" | "protocol">;
  preferences: Partial<AttachmentPreferences>;
  t: Translate;
  /** False once the draft was sent or another conversation is shown: late work is dropped. */
  stillCurrent(): boolean;
  items(): readonly DraftItem[];
  newKey(): number;
  commit(change: (list: DraftItem[]) => DraftItem[]): void;
  setErrors(change: (list: string[]) => string[]): void;
  /** Runs `job` after the draft's earlier jobs, one at a time. */
  enqueue(job: () => Promise<void>): void;
}

/** Progress is redrawn in steps of this much, not on every chunk the worker reads. */
const PROGRESS_STEP = 0.02;

export function addDraftFiles(files: readonly File[], draft: DraftControl): void {
  const { settings, t } = draft;
  const problems: string[] = [];
  const accepted: Array<{ file: File; key: number }> = [];
  for (const file of files) {
    const problem = screenFile(file, settings);
    if (problem) problems.push(problemText(problem, t));
    else accepted.push({ file, key: draft.newKey() });
  }
  draft.setErrors(() => problems);
  draft.commit((list) => [...list, ...accepted.map(({ file, key }) => ({ key, name: file.name, progress: 0, attachment: null }))]);

  const preferences = normalizeAttachmentPreferences(draft.preferences);
  const options = { settings, limits: imageLimits(preferences), keepOriginals: preferences.keepOriginals };
  const alive = (key: number) => draft.stillCurrent() && draft.items().some((item) => item.key === key);
  const update = (key: number, patch: Partial<DraftItem>) => draft.commit((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  for (const { file, key } of accepted) {
    draft.enqueue(async () => {
      if (!alive(key)) return;
      let shown = 0;
      const prepared = await prepareFile(file, options, (fraction) => {
        if (fraction - shown < PROGRESS_STEP) return;
        shown = fraction;
        update(key, { progress: fraction });
      });
      if (!alive(key)) return;
      let problem: AttachmentProblem | null = "problem" in prepared ? prepared.problem : null;
      if ("attachment" in prepared) {
        const others = draft.items().reduce((sum, item) => sum + (item.attachment ? outgoingSize(item.attachment) : 0), 0);
        if (others + outgoingSize(prepared.attachment) > MAX_TOTAL_MB * MB) problem = { kind: "total", name: file.name, limitMb: MAX_TOTAL_MB };
        else update(key, { progress: null, attachment: prepared.attachment });
      }
      if (problem) {
        const text = problemText(problem, t);
        draft.commit((list) => list.filter((item) => item.key !== key));
        draft.setErrors((list) => [...list, text]);
      }
    });
  }
}
