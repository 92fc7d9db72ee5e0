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
