"use client";

// The images a tool returned in its result (an Anthropic tool_result content array's image blocks),
// drawn under the result's text: inline bytes as a data URL, an address as is.

import { useT } from "@/components/i18n/i18n-provider";
import type { ToolResultImage } from "@/lib/protocol/view/parts";

function imageSrc(source: ToolResultImage): string {
  return source.type === "url" ? source.url : `data:${source.media_type};base64,${source.data}`;
}

export function ToolResultImages({ images, name }: { images: readonly ToolResultImage[]; name: string }) {
  const t = useT();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {images.map((source, index) => (
        // eslint-disable-next-line @next/next/no-img-element -- inline bytes or an address the tool returned, shown as is
        <img
          key={index}
          src={imageSrc(source)}
          alt={t("attachments.toolImage", { index: index + 1, name })}
          referrerPolicy="no-referrer"
          className="max-h-64 max-w-full rounded-md border border-zinc-200 object-contain dark:border-zinc-700"
        />
      ))}
    </div>
  );
}
