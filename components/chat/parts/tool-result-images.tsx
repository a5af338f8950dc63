"use client";

// The images a tool returned in its result (an Anthropic tool_result content array's image blocks),
// drawn under the result's text: inline bytes as a data URL, an address as is (where addresses may
// be fetched: see remote-images.tsx).

import { useT } from "@/components/i18n/i18n-provider";
import { useWithheld, WithheldImage } from "@/components/chat/parts/remote-images";
import type { ToolResultImage } from "@/lib/view/parts";

const FRAME = "max-h-64 max-w-full rounded-md border border-zinc-200 object-contain dark:border-zinc-700";

function imageSrc(source: ToolResultImage): string {
  return source.type === "url" ? source.url : `data:${source.media_type};base64,${source.data}`;
}

function ResultImage({ source, alt }: { source: ToolResultImage; alt: string }) {
  const src = imageSrc(source);
  if (useWithheld(src)) return <WithheldImage url={src} className={`h-24 w-32 ${FRAME}`} />;
  // eslint-disable-next-line @next/next/no-img-element -- inline bytes or an address the tool returned, shown as is
  return <img src={src} alt={alt} referrerPolicy="no-referrer" className={FRAME} />;
}

export function ToolResultImages({ images, name }: { images: readonly ToolResultImage[]; name: string }) {
  const t = useT();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {images.map((source, index) => (
        <ResultImage key={index} source={source} alt={t("attachments.toolImage", { index: index + 1, name })} />
      ))}
    </div>
  );
}
