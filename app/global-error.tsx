"use client";

// The root layout itself failed, so no providers or dictionary are there: a bare page in English and
// Chinese, and a full reload.

export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100dvh", margin: 0, textAlign: "center" }}>
        <main role="alert">
          <h1 style={{ fontSize: "1.25rem" }}>Something went wrong</h1>
          <p lang="zh-CN">出了点问题</p>
          <button type="button" onClick={() => window.location.reload()} style={{ marginTop: "1rem", padding: "0.5rem 1rem", borderRadius: "0.75rem" }}>
            Reload · <span lang="zh-CN">重新加载</span>
          </button>
        </main>
      </body>
    </html>
  );
}
