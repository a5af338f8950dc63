// Three soft dots while a reply has started but nothing of it has arrived yet.

export function MessagePending() {
  return (
    <div className="flex h-7 items-center gap-1" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="h-1.5 w-1.5 animate-pulse rounded-full bg-zinc-400" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </div>
  );
}
