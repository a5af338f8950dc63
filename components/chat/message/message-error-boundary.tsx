"use client";

// One message that fails to render (a malformed import, a renderer bug) shows a note and its stored
// JSON instead of taking the whole thread down with it.

import { Component, type ReactNode } from "react";
import { useT } from "@/components/i18n/i18n-provider";

interface Props {
  /** The stored message(s) this row draws, shown as JSON when drawing them fails. */
  raw: unknown;
  children: ReactNode;
}

export class MessageErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    // New data (an edit, the next streamed piece) gets another try.
    if (this.state.failed && previous.raw !== this.props.raw) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <MessageFallback raw={this.props.raw} /> : this.props.children;
  }
}

function rawJson(raw: unknown): string {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
}

function MessageFallback({ raw }: { raw: unknown }) {
  const t = useT();
  return (
    <div role="note" className="my-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40">
      <p>{t("crash.message")}</p>
      <details className="mt-1">
        <summary className="cursor-pointer text-zinc-500 dark:text-zinc-400">{t("crash.raw")}</summary>
        {/* As text: React escapes it, so stored markup never becomes HTML. */}
        <pre className="mt-1 max-h-80 overflow-auto text-xs whitespace-pre-wrap">{rawJson(raw)}</pre>
      </details>
    </div>
  );
}
