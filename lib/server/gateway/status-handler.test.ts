import { describe, expect, it } from "vitest";
import { createAccessCookieValue } from "@/lib/server/access/access-cookie";
import { parseEnv } from "@/lib/server/env";
import { createStatusHandler } from "./status-handler";

const get = (headers: Record<string, string> = {}) => new Request("http://h.test/api/status", { headers });

describe("GET /api/status", () => {
  it("reports demo mode and open access without a key or codes", async () => {
    const response = createStatusHandler(() => parseEnv({}))(get());
    expect(await response.json()).toEqual({ demo: true, accessRequired: false, userKeys: false });
  });

  it("never includes the key or the upstream URL", async () => {
    const env = parseEnv({ EVOLINK_API_KEY: "sk-secret-key", EVOLINK_BASE_URL: "http://upstream.internal:9999" });
    const text = await createStatusHandler(() => env)(get()).text();
    expect(JSON.parse(text)).toEqual({ demo: false, accessRequired: false, userKeys: false });
    expect(text).not.toContain("sk-secret");
    expect(text).not.toContain("upstream.internal");
  });

  it("requires access until this browser holds the cookie", async () => {
    const env = parseEnv({ EVOLINK_API_KEY: "sk-1", ACCESS_CODE: "alpha" });
    const handle = createStatusHandler(() => env);
    expect(await handle(get()).json()).toEqual({ demo: false, accessRequired: true, userKeys: false });
    const cookie = `moonlit_access=${createAccessCookieValue(env)}`;
    expect(await handle(get({ cookie })).json()).toEqual({ demo: false, accessRequired: false, userKeys: false });
  });

  it("is no oracle for codes: a right or wrong Bearer or x-api-key code changes nothing, only the cookie does", async () => {
    const env = parseEnv({ EVOLINK_API_KEY: "sk-1", ACCESS_CODE: "alpha" });
    const handle = createStatusHandler(() => env);
    const attempts: Record<string, string>[] = [{ authorization: "Bearer alpha" }, { "x-api-key": "alpha" }, { authorization: "Bearer nope" }];
    for (const headers of attempts) {
      expect(await handle(get(headers)).json()).toEqual({ demo: false, accessRequired: true, userKeys: false });
    }
  });

  it("says whether a person may bring their own key", async () => {
    const response = createStatusHandler(() => parseEnv({ ALLOW_USER_KEYS: "true" }))(get());
    expect(await response.json()).toEqual({ demo: true, accessRequired: false, userKeys: true });
  });
});
