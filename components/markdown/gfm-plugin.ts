// GitHub-flavoured Markdown for react-markdown, with its extensions made once. remark-gfm makes them
// afresh each time a processor is set up, and react-markdown sets one up on every render: for a
// streaming reply's growing block, on every frame. They are tables of syntax constructs and tree
// handlers that keep no state, so one set serves every processor.
import remarkGfm from "remark-gfm";

/** The part of a processor an attacher uses: its data store, where remark-gfm adds its extensions (micromarkExtensions, …). */
interface Processor {
  data(): unknown;
}
type Extensions = Record<string, unknown[] | undefined>;

const made: Extensions = {};
remarkGfm.call({ data: () => made } satisfies Processor as ThisParameterType<typeof remarkGfm>);

/** remark-gfm, as a plugin that adds the extensions made above. */
export function gfm(this: Processor): void {
  const data = this.data() as Extensions;
  for (const [key, extensions] of Object.entries(made)) (data[key] ??= []).push(...(extensions ?? []));
}
