// Stand-in for the markdown component in block tests: shows the text as is.

export function Markdown({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <div data-markdown data-streaming={String(streaming)}>
      {text}
    </div>
  );
}
