// Resumable replies, between the browser chat and the gateway (lib/server/replies): the header by
// which a page asks for one, naming the id it made, and the route that resumes a reply
// (GET ?offset=N) or stops it (DELETE).

export const RESUME_ID_HEADER = "x-moonlit-resume-id";

export const replyPath = (id: string) => `/api/replies/${encodeURIComponent(id)}`;
