import { describe, expect, it } from "vitest";
import { resourceDialogIds } from "~/components/sections/company/resource-dialogs";
import { expectKnownIcons, expectLinksToPages } from "../../tests/support/content";
import { resourceCards, resourceDialogs } from "./resources";

describe("resource cards", () => {
  it("open exactly the hub's dialogs, once each, and link only to pages that exist", () => {
    const dialogs = resourceCards.flatMap((card) => (card.action.kind === "dialog" ? [card.action.dialog] : []));
    expect(dialogs).toEqual([...resourceDialogIds]);
    expect(Object.keys(resourceDialogs).sort()).toEqual([...resourceDialogIds].sort());
    const links = resourceCards.flatMap((card) => (card.action.kind === "link" ? [card.action] : []));
    expect(expectLinksToPages(links)).toHaveLength(links.length);
    expectKnownIcons([resourceCards, resourceDialogs]);
  });
});
