import { afterEach } from "vitest";

// Component tests (jsdom) clean up what they rendered.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});

// DOM matchers (toBeInTheDocument, toHaveValue …) for component tests.
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// Component tests run the real route actions against a real database file; on a busy two-core
// machine an answer can take over the default 1 s wait of findBy…/waitFor.
configure({ asyncUtilTimeout: 5000 });
