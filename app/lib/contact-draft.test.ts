// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearDraft,
  draftKey,
  noteSending,
  noteSettled,
  readDraft,
  restoreDraft,
  saveDraft,
  takeInterruptedSend,
} from "./contact-draft";

function form(fields: Record<string, string>) {
  const element = document.createElement("form");
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement(name === "description" ? "textarea" : "input");
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return element;
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("contact drafts", () => {
  it("keeps the visible fields only, never the honeypot, the service or attribution", () => {
    saveDraft(
      "f",
      form({ fullName: "Ines Ishikawa", email: "ines@x.example", website: "bot", service: "SaaS", landingPage: "/" }),
    );
    const stored = JSON.parse(sessionStorage.getItem("vantora.contact-draft.f")!);
    expect(Object.keys(stored.values).sort()).toEqual(
      ["companyName", "contactMethod", "description", "email", "fullName", "productLink"].sort(),
    );
    expect(stored.values.fullName).toBe("Ines Ishikawa");
    expect(JSON.stringify(stored)).not.toContain("bot");
    expect(JSON.stringify(stored)).not.toContain("SaaS");
  });

  it("makes the key with the first keystroke and keeps it until the message is sent", () => {
    const element = form({ fullName: "I" });
    saveDraft("f", element);
    const key = readDraft("f")!.key;
    (element.elements.namedItem("fullName") as HTMLInputElement).value = "Ines";
    saveDraft("f", element);
    expect(readDraft("f")!.key).toBe(key);
    expect(draftKey("f", element)).toBe(key);
    clearDraft("f");
    expect(readDraft("f")).toBeUndefined();
    expect(draftKey("f", element)).not.toBe(key);
  });

  it("restores into empty fields only", () => {
    saveDraft("f", form({ fullName: "Ines", email: "ines@x.example" }));
    const element = form({ fullName: "", email: "typed@x.example" });
    expect(restoreDraft("f", element)).toBe(true);
    expect((element.elements.namedItem("fullName") as HTMLInputElement).value).toBe("Ines");
    expect((element.elements.namedItem("email") as HTMLInputElement).value).toBe("typed@x.example");
  });

  it("ignores what it cannot read", () => {
    sessionStorage.setItem("vantora.contact-draft.f", "{not json");
    expect(readDraft("f")).toBeUndefined();
    sessionStorage.setItem("vantora.contact-draft.f", JSON.stringify({ values: { fullName: 3 }, key: "k-123456789" }));
    expect(readDraft("f")).toEqual({ values: {}, key: "k-123456789" });
  });

  it("keeps drafts in memory when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    saveDraft("m", form({ fullName: "Oskar" }));
    expect(readDraft("m")!.values.fullName).toBe("Oskar");
    const element = form({ fullName: "" });
    expect(draftKey("m", element)).toBe(readDraft("m")!.key);
  });

  it("knows, once, that a send was cut off by the page going away", () => {
    saveDraft("f", form({ fullName: "Ines" }));
    noteSending("f");
    expect(takeInterruptedSend()).toBe("f");
    expect(takeInterruptedSend()).toBeUndefined();
    noteSending("f");
    noteSettled();
    expect(takeInterruptedSend()).toBeUndefined();
  });
});
