// Next.js calls register() once when a server starts: parse the configuration now, so a bad value
// stops the start with a message naming the variable instead of failing the first request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { describeStartup } = await import("@/lib/server/startup");
  console.log(describeStartup());
}
