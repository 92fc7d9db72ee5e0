import fs from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonClass, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

describe("class merging (cn = clsx + tailwind-merge)", () => {
  it("the admin delete button keeps its red hover and drops the ghost variant's hover", () => {
    // The same call as DeleteSubmissionButton.
    const classes = buttonClass({ variant: "ghost", size: "sm", className: "text-red-700 hover:bg-red-50" }).split(" ");
    expect(classes).toContain("hover:bg-red-50");
    expect(classes).toContain("text-red-700");
    expect(classes).not.toContain("hover:bg-slate-100");
    expect(classes).not.toContain("text-ink");
    // The size's font size is not a colour and stays.
    expect(classes).toContain("text-sm");
  });

  it("the theme's own colours and animations (app.css @theme) conflict like Tailwind's", () => {
    expect(cn("text-ink text-sm", "text-brand-700")).toBe("text-sm text-brand-700");
    expect(cn("bg-brand-600", "bg-white")).toBe("bg-white");
    expect(cn("animate-fade-up", "animate-gradient")).toBe("animate-gradient");
    expect(cn("text-base text-ink", false, null, undefined, { "text-lg": true })).toBe("text-ink text-lg");
  });
});

describe("the focused merge config agrees with tailwind-merge's full config on this code base", () => {
  const full = extendTailwindMerge({
    extend: {
      theme: {
        animate: ["gradient", "fade-up"],
        text: ["display", "title", "heading", "subheading", "lead", "label"],
      },
    },
  });

  // Every class list written in the app's modules (not their tests): string literals of two or
  // more Tailwind-looking tokens.
  const app = path.resolve(import.meta.dirname, "..");
  const files = (fs.readdirSync(app, { recursive: true }) as string[])
    .filter((f) => /\.(tsx|ts)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => fs.readFileSync(path.join(app, f), "utf8"));
  const token = String.raw`-?[a-z0-9@*][\w:/.%\[\]()#,'=&>-]*`;
  const classList = new RegExp(String.raw`["\`](${token}(?: ${token})+)["\`]`, "g");
  const lists = [...new Set(files.flatMap((code) => [...code.matchAll(classList)].map((m) => m[1] ?? "")))];

  it("finds the class lists", () => expect(lists.length).toBeGreaterThan(300));

  it("merges each class list on its own the same way", () => {
    const differ = lists.filter((list) => cn(list) !== full(list));
    expect(differ).toEqual([]);
  });

  it("over every button variant and size, never drops a class the full config keeps, and agrees on the overrides used", () => {
    const bases = (["primary", "secondary", "outline", "ghost", "inverse", "destructive"] as const).flatMap((variant) =>
      (["sm", "md", "lg", "icon"] as const).map((size) => buttonVariants({ variant, size })),
    );
    // A class the full config keeps but ours drops would be a lost style; the reverse (a class only
    // the full config knows to drop) is the accepted cost of the smaller config.
    const lost = bases.flatMap((base) =>
      lists.flatMap((list) => {
        const ours = new Set(cn(base, list).split(" "));
        return full(`${base} ${list}`)
          .split(" ")
          .filter((c) => !ours.has(c))
          .map((c) => `${c} in ${base} + ${list}`);
      }),
    );
    expect(lost.slice(0, 10)).toEqual([]);
    for (const override of [
      "flex",
      "hidden md:inline-flex",
      "w-full",
      "h-12 px-7 text-base",
      "bg-white text-brand-700",
      "shadow-lg",
      "transition-opacity",
      "rounded-xl",
      "font-bold",
    ])
      for (const base of bases) expect(cn(base, override), `${base} + ${override}`).toBe(full(`${base} ${override}`));
  });
});
