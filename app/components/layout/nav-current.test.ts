import { describe, expect, it } from "vitest";
import { navItems } from "~/content/nav";
import { currentNavItem } from "./nav-current";

describe("the header item a page belongs to", () => {
  it.each([
    ["/", "Home"],
    ["/about", "About us"],
    ["/services", "Services"],
    ["/features", "Features"],
    ["/features/inventory-management", "Features"],
    ["/integrations/amazon", "Integrations"],
    ["/integrations/", "Integrations"],
    ["/pricing", "Pricing"],
    ["/resources", "Resources"],
    ["/case-studies", "Resources"],
    ["/privacy-policy", "Resources"],
    ["/cookie-policy", "Resources"],
  ])("%s is under %s", (path, label) => {
    expect(currentNavItem(navItems, path)).toBe(label);
  });

  it.each(["/no-such-page", "/admin", "/pricing-old", "/aboutus"])("%s is under none", (path) => {
    expect(currentNavItem(navItems, path)).toBeNull();
  });
});
