import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, PHONE, rowsInFirstScreen, searchSubmissions, signIn, test } from "./fixtures";

// Issue #27: the lead desk as a dense list. 30 leads of this run are stored straight into the
// database (other journeys add theirs to the same file, so the list only grows).

test.describe.configure({ mode: "serial" });

const tag = `dense${Date.now().toString(36)}`;

test.beforeAll(() => {
  const db = new Database(process.env.E2E_DB_FILE!);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, service, message, created_at, utm_source, captured_with, landing_page)
       values (?, 'Lister', ?, ?, 'Marketplace Management', ?, ?, 'newsletter', 'javascript', '/pricing')`,
    );
    for (let i = 0; i < 30; i++)
      insert.run(
        `Row${i}`,
        `${tag}-${i}@example.com`,
        `Lister Goods ${i}`,
        `We sell on Amazon and want ${tag} help.\nSecond line.`,
        new Date(Date.now() - i * 60_000).toISOString(),
      );
  } finally {
    db.close();
  }
});

for (const [viewport, least] of [
  [{ width: 1440, height: 900 }, 8],
  [PHONE, 4],
] as const) {
  test(`at ${viewport.width}×${viewport.height} at least ${least} leads show whole in the first screen`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await expect(page.getByTestId("submission").nth(least)).toBeVisible();
    expect(await rowsInFirstScreen(page)).toBeGreaterThanOrEqual(least);
    await page.screenshot({ path: info.outputPath(`lead-list-${viewport.width}.png`) });
  });
}

test("a row opens for the rest, search matches are marked, and the phone desk with its table is axe clean", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  const first = page.getByTestId("submission").first();
  const toggle = first.getByRole("heading").getByRole("button");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(first.getByRole("group", { name: /^Status of the lead/ })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(first.getByRole("group", { name: /^Status of the lead/ })).toBeVisible();

  await searchSubmissions(page, tag);
  // The match is in the e-mail and the message: marked in both, shown once the row opens.
  const row = page.getByTestId("submission").first();
  const marks = row.locator("mark");
  // The total can change before the rows do: read the row only once it is the marked result.
  await expect(marks).toHaveCount(2);
  // The same lead may be the one opened above: open it only if it is closed.
  const rowToggle = row.getByRole("heading").getByRole("button");
  if ((await rowToggle.getAttribute("aria-expanded")) === "false") await rowToggle.click();
  await expect(rowToggle).toHaveAttribute("aria-expanded", "true");
  await expect(marks.nth(0)).toHaveText(tag);
  await expect(marks.nth(1)).toBeVisible();

  const chart = page.getByTestId("leads-chart");
  // On a phone the chart is folded into a strip above the list: unfolded, it shows in place.
  const strip = page.getByTestId("leads-chart-strip");
  await strip.click();
  await expect(strip).toHaveAttribute("aria-expanded", "true");
  await expect(chart).toBeVisible();
  // During the search the legend counts each source's matches among its leads, and those add up
  // to the summary's matches.
  const summary = chart.getByTestId("leads-chart-summary");
  await expect(summary).toHaveText(/^\d+ of \d+ leads? match/);
  const legend = chart.getByRole("list", { name: "Sources" }).getByRole("listitem");
  for (const item of await legend.all()) await expect(item).toHaveText(/ \d+ of \d+$/);
  const matched = (await legend.allTextContents()).reduce((n, text) => n + Number(/ (\d+) of \d+$/.exec(text)?.[1]), 0);
  expect(matched).toBe(Number(/^(\d+)/.exec((await summary.textContent()) ?? "")?.[1]));
  await chart.getByText("Show the numbers as a table").click();
  await expect(chart.getByTestId("leads-table")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
