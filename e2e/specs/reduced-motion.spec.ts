// prefers-reduced-motion: the person's system setting stills the interface.
import { expect, test } from "../support/chat-test";

const transitionSeconds = (element: Element) => parseFloat(getComputedStyle(element).transitionDuration);

test("with reduced motion asked for, transitions are stilled; without it they run", async ({ chat, page }) => {
  await chat.goto();
  const send = page.getByRole("button", { name: "Send" });
  expect(await send.evaluate(transitionSeconds)).toBeGreaterThan(0.05);

  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await send.evaluate(transitionSeconds)).toBeLessThan(0.001);
});
