// How each markdown element is drawn: Tailwind prose styles, safe links, images shown as links,
// fenced code through CodeBlock. A map keyed by tag, passed to react-markdown.
import type { Element, ElementContent } from "hast";
import { createContext, useContext } from "react";
import type { Components, ExtraProps } from "react-markdown";
import { CodeBlock } from "@/components/markdown/code-block";

function textOf(nodes: readonly ElementContent[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.value;
    else if (node.type === "element") out += textOf(node.children);
  }
  return out;
}

/** A task item's own words, without its sub-list: the name of its checkbox. */
function taskLabelOf(nodes: readonly ElementContent[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.value;
    else if (node.type === "element" && node.tagName !== "ul" && node.tagName !== "ol") out += taskLabelOf(node.children);
  }
  return out;
}

// A GFM task list's checkbox shows what the model wrote, checked or not: it is named by its item's
// text (a screen reader would otherwise say only "checkbox") and cannot be changed.
const TaskLabel = createContext("");
const isTaskItem = (node: Element | undefined) => {
  const classes = node?.properties.className;
  return Array.isArray(classes) && classes.includes("task-list-item");
};

function codeOf(pre: Element | undefined): { code: string; language: string } {
  const code = pre?.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
  const classes = code?.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.find((c): c is string => typeof c === "string" && c.startsWith("language-"))
    : undefined;
  const text = code ? textOf(code.children) : "";
  return {
    code: text.endsWith("\n") ? text.slice(0, -1) : text,
    language: languageClass ? languageClass.slice("language-".length) : "",
  };
}

// react-markdown passes its syntax-tree node to every component; it must not reach the DOM.
function withoutNode<P extends ExtraProps>(props: P): Omit<P, "node"> {
  const rest: P = { ...props };
  delete rest.node;
  return rest;
}

const linkClass = "text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:hover:text-blue-300";
// A citation mark the reply view appends after a cited passage: a link whose text is "[n]".
const citationClass =
  "ml-0.5 align-super text-[0.7em] leading-none font-medium text-indigo-600 no-underline hover:underline dark:text-indigo-400";
const isCitationMark = (children: React.ReactNode) => typeof children === "string" && /^\[\d+\]$/.test(children);

export const markdownComponents: Components = {
  h1: (props) => <h1 className="mt-6 mb-3 text-2xl font-semibold first:mt-0" {...withoutNode(props)} />,
  h2: (props) => <h2 className="mt-5 mb-3 text-xl font-semibold first:mt-0" {...withoutNode(props)} />,
  h3: (props) => <h3 className="mt-4 mb-2 text-lg font-semibold first:mt-0" {...withoutNode(props)} />,
  h4: (props) => <h4 className="mt-4 mb-2 font-semibold first:mt-0" {...withoutNode(props)} />,
  h5: (props) => <h5 className="mt-3 mb-2 font-semibold first:mt-0" {...withoutNode(props)} />,
  h6: (props) => <h6 className="mt-3 mb-2 font-semibold text-zinc-600 first:mt-0 dark:text-zinc-400" {...withoutNode(props)} />,
  p: (props) => <p className="my-3 leading-7 first:mt-0 last:mb-0" {...withoutNode(props)} />,
  ul: (props) => <ul className="my-3 list-disc pl-6 [&_ul]:my-1 [&_ol]:my-1" {...withoutNode(props)} />,
  ol: (props) => <ol className="my-3 list-decimal pl-6 [&_ul]:my-1 [&_ol]:my-1" {...withoutNode(props)} />,
  li: (props) =>
    isTaskItem(props.node) ? (
      <TaskLabel value={taskLabelOf(props.node!.children).trim()}>
        <li className="my-1 list-none leading-7 [&>p]:my-1" {...withoutNode(props)} />
      </TaskLabel>
    ) : (
      <li className="my-1 leading-7 [&>p]:my-1" {...withoutNode(props)} />
    ),
  input: function TaskCheckbox({ type, checked }) {
    const label = useContext(TaskLabel);
    if (type !== "checkbox") return null;
    return <input type="checkbox" checked={checked === true} disabled aria-label={label || undefined} className="mr-1.5 -ml-5 align-middle accent-indigo-600" />;
  },
  blockquote: (props) => (
    <blockquote className="my-3 border-l-4 border-zinc-300 pl-4 text-zinc-700 dark:border-zinc-600 dark:text-zinc-300" {...withoutNode(props)} />
  ),
  hr: (props) => <hr className="my-6 border-zinc-200 dark:border-zinc-700" {...withoutNode(props)} />,
  table: (props) => (
    <div className="my-3 max-w-full overflow-x-auto">
      <table className="border-collapse text-sm" {...withoutNode(props)} />
    </div>
  ),
  th: (props) => (
    <th className="border border-zinc-300 bg-zinc-100 px-3 py-1.5 text-left font-semibold dark:border-zinc-600 dark:bg-zinc-800" {...withoutNode(props)} />
  ),
  td: (props) => <td className="border border-zinc-300 px-3 py-1.5 dark:border-zinc-600" {...withoutNode(props)} />,
  code: (props) => (
    <code className="rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-zinc-800" {...withoutNode(props)} />
  ),
  pre: ({ node }) => <CodeBlock {...codeOf(node)} />,
  a: ({ href, children, title }) =>
    href ? (
      <a
        href={href}
        title={title}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={isCitationMark(children) ? citationClass : linkClass}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Images would load from any host the model names (tracking pixels); show a link instead.
  img: ({ src, alt }) => {
    const url = typeof src === "string" ? src : "";
    const label = alt || url;
    return url ? (
      <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
};
