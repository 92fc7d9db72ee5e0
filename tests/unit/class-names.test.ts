import { describe, expect, it } from "vitest";
import { buttonClass } from "~/components/ui/button";
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
