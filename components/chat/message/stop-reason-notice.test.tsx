// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { zhCN } from "@/lib/i18n/zh-CN";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode } from "@/lib/view/test-support/nodes";
import { byRole, click, render } from "../parts/test-support/render";
import { StopReasonNotice } from "./stop-reason-notice";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("StopReasonNotice", () => {
  it("max_tokens offers Continue", () => {
    const onContinue = vi.fn();
    const view = render(<StopReasonNotice node={anthropicNode(fixtureMessage(FIXTURES.p06))} onContinue={onContinue} />);
    expect(view.container.textContent).toContain("The reply hit the output limit.");
    click(byRole(view.container, "button", "Continue")[0]);
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("OpenAI length offers Continue too", () => {
    const result = { ...fixtureResult(FIXTURES.p07), finish_reason: "length" };
    expect(byRole(render(<StopReasonNotice node={openaiNode(result)} />).container, "button", "Continue")).toHaveLength(1);
  });

  it("refusal and stop sequence explain themselves without buttons", () => {
    const refused = render(<StopReasonNotice node={anthropicNode({ ...fixtureMessage(FIXTURES.p02), stop_reason: "refusal" })} />);
    expect(refused.container.textContent).toBe("The model declined to answer this request.");
    const message = { ...fixtureMessage(FIXTURES.p02), stop_reason: "stop_sequence", stop_sequence: "###" };
    const stopped = render(<StopReasonNotice node={anthropicNode(message)} />);
    expect(stopped.container.textContent).toBe("Stopped at stop sequence “###”");
    expect(byRole(stopped.container, "button")).toHaveLength(0);
  });

  it("an error shows its message, Retry and the rate-limit wait", () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: "rate_limit", message: "Rate limit reached.", status: 429, retryAfterSeconds: 3, retryable: true };
    const view = render(<StopReasonNotice node={node} onRetry={onRetry} />);
    expect(byRole(view.container, "alert")[0].textContent).toContain("Rate limit reached.");
    expect(view.container.textContent).toContain("Try again in 3 seconds");
    act(() => vi.advanceTimersByTime(1_000));
    expect(view.container.textContent).toContain("Try again in 2 seconds");
    act(() => vi.advanceTimersByTime(2_000));
    expect(view.container.textContent).not.toContain("Try again");
    click(byRole(view.container, "button", "Retry")[0]);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the rate-limit wait in the reader's language", () => {
    vi.useFakeTimers();
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: "rate_limit", message: "", status: 429, retryAfterSeconds: 5, retryable: true };
    const view = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <StopReasonNotice node={node} />
      </I18nProvider>,
    );
    expect(view.container.textContent).toBe("请求过于频繁。5秒钟后可重试重试");
  });

  it("heads an error with what kind of failure it was, upstream's words below", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: "overloaded", message: "Overloaded (529)", status: 529, retryable: true };
    const view = render(<StopReasonNotice node={node} />);
    const [headline, detail] = view.container.querySelectorAll("p");
    expect(headline.textContent).toBe("The model's service is overloaded.");
    expect(detail.textContent).toBe("Overloaded (529)");
    // A kind from a newer version, in an import.
    node.error = { kind: "something-new", message: "", retryable: false } as never;
    view.rerender(<StopReasonNotice node={{ ...node }} />);
    expect(view.container.querySelector("p")?.textContent).toBe("Something went wrong.");
  });

  it("heads a gateway's own error with what happened, in the reader's language", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: "user_key_rejected", message: "EvoLink rejected your EvoLink key: check the one in Settings.", status: 401, retryable: false };
    const view = render(<StopReasonNotice node={node} />);
    expect(view.container.querySelector("p")?.textContent).toBe("EvoLink rejected your key.");
    const zh = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <StopReasonNotice node={{ ...node, error: { ...node.error, kind: "upstream_idle" } }} />
      </I18nProvider>,
    );
    expect(zh.container.querySelector("p")?.textContent).toBe("模型服务在回复中途没有了响应。");
  });

  it("announces an error as an alert only on the latest reply", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: "overloaded", message: "Overloaded", retryable: true } as typeof node.error;
    const latest = render(<StopReasonNotice node={node} latest />);
    expect(byRole(latest.container, "alert")).toHaveLength(1);
    const older = render(<StopReasonNotice node={node} latest={false} />);
    expect(byRole(older.container, "alert")).toHaveLength(0);
    expect(byRole(older.container, "note")[0].textContent).toContain("Overloaded");
    expect(byRole(older.container, "button", "Retry")).toHaveLength(1);
  });

  it("an interrupted reply offers Retry; a normal end shows nothing", () => {
    const interrupted = render(<StopReasonNotice node={anthropicNode(fixtureMessage(FIXTURES.p02), "a1", "interrupted")} />);
    expect(interrupted.container.textContent).toContain("This reply was interrupted.");
    expect(byRole(interrupted.container, "button", "Retry")).toHaveLength(1);
    expect(render(<StopReasonNotice node={anthropicNode(fixtureMessage(FIXTURES.p02))} />).container.innerHTML).toBe("");
  });
});

describe("StopReasonNotice: the tool loop", () => {
  it("at the round limit says how many rounds ran and offers Continue", () => {
    const onContinueTools = vi.fn();
    const node = anthropicNode(fixtureMessage(FIXTURES.p03));
    node.stoppedAt = { reason: "tool-rounds", rounds: 8 };
    const view = render(<StopReasonNotice node={node} onContinueTools={onContinueTools} />);
    expect(view.container.textContent).toContain("Stopped after 8 tool rounds.");
    click(byRole(view.container, "button", "Continue")[0]);
    expect(onContinueTools).toHaveBeenCalledOnce();
  });

  it("after tools cut short offers Continue too", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p03));
    node.stoppedAt = { reason: "tools-unfinished" };
    const view = render(<StopReasonNotice node={node} />);
    expect(view.container.textContent).toContain("The tools stopped before they finished.");
    expect(byRole(view.container, "button", "Continue")).toHaveLength(1);
  });
});
