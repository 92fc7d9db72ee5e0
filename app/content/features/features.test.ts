import { describe, expect, it } from "vitest";
import { expectKnownIcons, expectLinksToPages, expectText, expectUnique } from "../../../tests/support/content";
import { brandMarkFor } from "../brands";
import {
  featureCta,
  featureGroups,
  featurePageCopy,
  features,
  featuresInGroup,
  featuresOverview,
  relatedFeatures,
} from "./index";
import { findFeature } from "./pages.server";
import { featureSlugs } from "./slugs";
import type { Feature, SceneBlock, SceneCell } from "./types";

/** Every feature page as its route loader returns it. */
const pages = featureSlugs.map((slug) => findFeature(slug)).filter((f): f is Feature => f !== undefined);

const cellText = (cell: SceneCell) => (typeof cell === "string" ? cell : cell.text);

/** A block's rows as text, one line each: what a reader would recognise as "the same row" again. */
function blockLines(block: SceneBlock): readonly string[] {
  switch (block.kind) {
    case "table":
      return block.rows.map((row) => row.map(cellText).join(" | "));
    case "board":
      return block.columns.flatMap((column) => column.cards.map((card) => `${card.id} ${card.meta}`));
    case "chart":
      return block.series.map((series) => series.values.join(","));
    case "bars":
      return block.rows.map((row) => `${row.label} ${row.value}`);
    case "flow":
      return block.steps.map((step) => step.text);
    case "bins":
      return block.path;
    case "label":
      return [block.tracking, ...block.to];
    case "fields":
      return block.fields.map((field) => `${field.label}: ${field.value}`);
    case "messages":
      return block.items.map((item) => item.text);
    case "thread":
      return [...block.messages.map((message) => message.text), block.reply.text];
    case "waterfall":
      return block.steps.map((step) => `${step.label} ${step.value}`);
    case "margins":
      return block.rows.map((row) => `${row.label} ${row.revenue} ${row.margin}`);
  }
}

describe("features", () => {
  it("has one overview card per slug of the slug list, in its order, each linking to its page", () => {
    expect(features.map((f) => f.slug)).toEqual([...featureSlugs]);
    for (const f of features) expect(f.href).toBe(`/features/${f.slug}`);
    expectLinksToPages(features);
    expectUnique(
      features.map((f) => f.name),
      "feature name",
    );
  });

  it("puts every feature in exactly one group, and leaves no group empty", () => {
    expectUnique(
      featureGroups.map((g) => g.id),
      "group id",
    );
    const grouped = featureGroups.flatMap((g) => featuresInGroup(g.id).map((f) => f.slug));
    expect(grouped.sort()).toEqual([...featureSlugs].sort());
    for (const g of featureGroups) expect(featuresInGroup(g.id).length, g.id).toBeGreaterThan(0);
  });

  it("has a page for every overview card, under the card's name, and none for an unknown slug", () => {
    expect(pages.map((f) => [f.slug, f.name])).toEqual(features.map((f) => [f.slug, f.name]));
    expect(findFeature("myspace")).toBeUndefined();
    expect(findFeature(undefined)).toBeUndefined();
  });

  it("gives every card a title, an icon from the icon list and its benefits", () => {
    for (const f of pages) {
      expectText(
        f.page.cards.flatMap((card) => [card.title, card.description, ...card.benefits]),
        f.slug,
      );
      for (const card of f.page.cards) expect(card.benefits.length, `${f.slug}: ${card.title}`).toBeGreaterThan(0);
    }
    expectKnownIcons([features, featureGroups, pages]);
  });

  it("links only to pages that exist, from the overview and from every page", () => {
    expect(expectLinksToPages([featuresOverview, pages]).length).toBeGreaterThan(0);
    expect(expectLinksToPages(featurePageCopy.links)).toEqual(["/pricing", "/features"]);
  });

  it("names a channel with a mark at the start of every cell of a marked table column", () => {
    for (const f of pages) {
      const blocks = [f.page.scene.main, f.page.scene.aside, ...Object.values(f.page.cardScenes)];
      for (const block of blocks) {
        if (block.kind !== "table" || !block.marks) continue;
        for (const row of block.rows)
          for (const i of block.marks) {
            const cell = row[i];
            const text = typeof cell === "string" ? cell : "";
            const words = text.split(" ");
            const mark =
              brandMarkFor(text) ?? brandMarkFor(words.slice(0, 2).join(" ")) ?? brandMarkFor(words[0] ?? "");
            expect(mark, `${f.slug}: ${text}`).toBeDefined();
          }
      }
    }
  });

  it("tags each page's dialog with the feature's name", () => {
    for (const f of pages) expect(featureCta(f).service, f.slug).toMatch(new RegExp(`: ${f.name}$`));
    expectUnique(
      pages.map((f) => featureCta(f).service),
      "dialog tag",
    );
  });

  it("suggests three other features, its own group first", () => {
    for (const f of features) {
      const related = relatedFeatures(f.slug);
      const sameGroup = features.filter((o) => o.category === f.category && o.slug !== f.slug).length;
      expect(related.map((r) => r.slug)).not.toContain(f.slug);
      expect(related).toHaveLength(3);
      const ownGroupFirst = related.slice(0, Math.min(3, sameGroup));
      expect(
        ownGroupFirst.every((r) => r.category === f.category),
        f.slug,
      ).toBe(true);
    }
  });

  it("gives two or all four cards a Hub screen of their own, so the plain cards still pair up", () => {
    for (const f of pages) {
      const at = Object.keys(f.page.cardScenes).map(Number);
      expect([2, 4], f.slug).toContain(at.length);
      // A card with a screen spans the row; the plain cards between, before and after it must come in pairs.
      let previous = -1;
      for (const i of [...at.sort(), 4]) {
        expect((i - previous - 1) % 2, `${f.slug}: an unpaired plain card before card ${i}`).toBe(0);
        previous = i;
      }
    }
  });

  it("draws each card's screen as a new moment of the product, never a block or row of the hero's scene", () => {
    const titles: string[] = [];
    for (const f of pages) {
      const hero = [f.page.scene.main, f.page.scene.aside];
      const heroLines = new Set(hero.flatMap(blockLines));
      for (const block of Object.values(f.page.cardScenes)) {
        expect(
          hero.map((b) => b.title),
          `${f.slug}: ${block.title}`,
        ).not.toContain(block.title);
        expect(
          blockLines(block).filter((line) => heroLines.has(line)),
          `${f.slug}: ${block.title}`,
        ).toEqual([]);
        // On a phone it shows under the words: a table keeps three columns at most there (a
        // `phoneUnder` column becomes a second line under the row's name).
        if (block.kind === "table")
          expect(
            block.columns.length - (block.phoneHidden?.length ?? 0) - (block.phoneUnder === undefined ? 0 : 1),
            `${f.slug}: ${block.title}`,
          ).toBeLessThanOrEqual(3);
        // Sized to be shown whole beside a card's words: three to five rows, no more.
        expect(blockLines(block).length, `${f.slug}: ${block.title}`).toBeGreaterThanOrEqual(3);
        expect(blockLines(block).length, `${f.slug}: ${block.title}`).toBeLessThanOrEqual(5);
        titles.push(block.title);
      }
    }
    expectUnique(titles, "card screen title");
  });

  it("draws every page's product scene from consistent data", () => {
    for (const f of pages) {
      const { scene } = f.page;
      expect(scene.kpis, f.slug).toHaveLength(4);
      for (const block of [scene.main, scene.aside, ...Object.values(f.page.cardScenes)]) {
        if (block.kind === "table") {
          for (const row of block.rows) expect(row, `${f.slug}: ${block.title}`).toHaveLength(block.columns.length);
          for (const i of [...(block.phoneHidden ?? []), ...(block.numeric ?? []), ...(block.code ?? [])])
            expect(i, `${f.slug}: ${block.title}`).toBeLessThan(block.columns.length);
          // A phone keeps at least two columns, the row's name among them.
          expect(block.columns.length - (block.phoneHidden?.length ?? 0)).toBeGreaterThanOrEqual(2);
        }
        if (block.kind === "bins") expect(block.fill, f.slug).toHaveLength(block.zones.length);
        if (block.kind === "waterfall") {
          const [first, ...rest] = block.steps;
          const last = rest.pop();
          const total = rest.reduce((sum, step) => sum + step.amount, first?.amount ?? 0);
          expect(total, f.slug).toBeCloseTo(last?.amount ?? Number.NaN, 1);
        }
      }
    }
    expect(new Set(pages.map((f) => `${f.page.scene.main.kind}/${f.page.scene.aside.kind}`)).size).toBeGreaterThan(7);
  });
  it("takes a closing band's own line from the hero's figures and channels", () => {
    for (const f of pages) {
      const { proof } = f.page.cta;
      if (!proof) continue;
      const values = f.page.scene.kpis.map((k) => k.value);
      const figures = proof.text.match(/\d[\d,.]*/g) ?? [];
      expect(figures.length, f.slug).toBeGreaterThan(0);
      for (const figure of figures) expect(values, `${f.slug}: ${proof.text}`).toContain(figure);
      const { main } = f.page.scene;
      if (proof.marks && main.kind === "table") {
        expect(proof.marks, f.slug).toEqual(main.rows.map((row) => row[0]));
        for (const name of proof.marks) expect(brandMarkFor(name), name).toBeDefined();
      }
    }
    expect(pages.filter((f) => f.page.cta.proof).map((f) => f.slug)).toEqual([
      "multi-channel-integration",
      "automation-tools",
    ]);
  });

  it("shows as many images in a record's image row as its chip counts", () => {
    for (const f of pages) {
      const main = f.page.scene.main;
      if (main.kind !== "fields" || !main.media) continue;
      const drawn = main.media.tiles.filter((tile) => tile.view !== "more").length;
      const more = main.media.tiles.find((tile) => tile.view === "more");
      const total = drawn + (more ? Number(more.label.replace("+", "")) : 0);
      expect(main.chips, f.slug).toContain(`${total} images`);
    }
    expect(pages.some((f) => f.page.scene.main.kind === "fields" && f.page.scene.main.media)).toBe(true);
  });

  it("draws the analytics margins to agree with the margin table and the page's totals", () => {
    const { scene } = pages.find((f) => f.slug === "analytics-reporting")?.page ?? {};
    if (scene?.main.kind !== "margins" || scene.aside.kind !== "table") throw new Error("analytics scene changed");
    const { rows } = scene.main;
    const table = scene.aside.rows;
    for (const row of rows) {
      const line = table.find((cells) => cells[0] === row.label);
      expect(line, row.label).toBeDefined();
      expect(`${Math.round((row.margin / row.revenue) * 100)}%`, row.label).toBe(cellText(line?.[2] ?? ""));
    }
    // The four SKUs are part of the store: together under its revenue and margin figures.
    const figure = (label: string) => Number(scene.kpis.find((k) => k.label === label)?.value.replace(/[$,]/g, ""));
    expect(rows.reduce((sum, r) => sum + r.revenue, 0)).toBeLessThan(figure("Revenue"));
    expect(rows.reduce((sum, r) => sum + r.margin, 0)).toBeLessThan(figure("Contribution margin"));
    expect(rows.filter((r) => r.low).map((r) => r.label)).toEqual(["Ember Camp Stove"]);
  });
  it("keeps every flow step's role short enough for its 44 px pill", () => {
    for (const f of pages) {
      const blocks = [f.page.scene.main, f.page.scene.aside, ...Object.values(f.page.cardScenes)];
      for (const block of blocks)
        if (block.kind === "flow")
          for (const step of block.steps) expect(step.role.length, `${f.slug}: ${step.role}`).toBeLessThanOrEqual(5);
    }
  });
});
