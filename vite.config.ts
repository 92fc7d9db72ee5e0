import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Express app (server/app.ts), which imports the
// React Router build through the virtual module. That lets the production server
// own every response (headers on static files, client address, logging).
export default defineConfig(({ isSsrBuild }) => ({
  // The site's public origin, fixed at build time: pages rendered at build time carry absolute
  // URLs (canonical, og:url, og:image), and the browser must render the same bytes to hydrate.
  define: { "import.meta.env.PUBLIC_URL": JSON.stringify(process.env.PUBLIC_URL ?? "") },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node22" } : { target: "es2022" },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  server: { port: 3000 },
}));
