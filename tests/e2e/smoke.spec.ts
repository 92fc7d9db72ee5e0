import { expect, hydrated, test } from "./fixtures";

test("home page renders and hydrates", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accelerate Your Brand Growth with");
});
