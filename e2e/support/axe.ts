// axe-core over the page as it stands: no critical or serious violation may appear. `where` names
// the screen in the failure.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = violations.filter((violation) => violation.impact === "critical" || violation.impact === "serious");
  const report = serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`);
  expect(report, `axe on ${where}`).toEqual([]);
}
