import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import {
  contactCode,
  contentDefines,
  iconSprite,
  productionRouterAlias,
  releaseDefines,
} from "./server/build-time/config.ts";

/**
 * Modules of the shell every page renders (root.tsx and what it imports), plus the class-name
 * libraries, and the small pieces nearly every page's route imports (a section, a spotlight card,
 * the motion hooks, the resting particles, the route's contact action, the admin's loading line):
 * each was its own file of under 1 KB, and each file's request and headers cost about half a
 * kilobyte more on every page (bench/lighthouse.mjs counts what is transferred). Icons are not
 * listed: a page's icons come from the sprite (a hashed SVG file, not JavaScript:
 * server/build-time/icon-sprite-plugin.ts) or stay with its own code.
 */
const SHELL =
  /[\\/]app[\\/](components[\\/](layout|ui)[\\/]|components[\\/]contact[\\/](contact-trigger|contact-modal|attribution-fields|contact-client-action)\.|components[\\/]sections[\\/](section|spotlight-card|bento-card|keep-words|motion-hooks|particles|show-all)\.|components[\\/]admin[\\/]admin-loading\.|lib[\\/]|content[\\/](site|nav|contact|pages|types)\.)|node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/;

/** The pieces every page but the home renders (see `page-parts` below). */
const PAGE_PARTS =
  /[\\/]app[\\/](components[\\/]sections[\\/](page-hero|product[\\/](closing-cta|modal-button|arrow-links)|product[\\/]scenes[\\/](scene-table|scene-pill|window-dots))\.|content[\\/]closing\.)/;

// The server build's entry is our Express app (server/app.ts), which imports the
// React Router build through the virtual module. That lets the production server
// own every response (headers on static files, client address, logging).
export default defineConfig(({ command, isSsrBuild }) => ({
  // The site's public origin, fixed at build time: pages rendered at build time carry absolute
  // URLs (canonical, og:url, og:image), and the browser must render the same bytes to hydrate.
  define: {
    "import.meta.env.PUBLIC_URL": JSON.stringify(process.env.PUBLIC_URL ?? ""),
    ...contentDefines(),
    ...releaseDefines(),
  },
  build: {
    ...(isSsrBuild
      ? { rollupOptions: { input: "./server/app.ts" }, target: "node22" }
      : {
          target: "es2022",
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // React, React DOM and React Router: one file every page needs, compressed together.
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                    priority: 3,
                  },
                  // The shell every page renders (header, footer, buttons, the modal's trigger, small
                  // helpers and icons) in one file instead of some twenty tiny ones, each of which
                  // cost a request and its headers. Only what pages import statically ($initial):
                  // the dialog, the admin and the toaster stay lazy chunks.
                  {
                    name: "shell",
                    tags: ["$initial"],
                    // The 404 page's body stays with the not-found route (root's error boundary loads it lazily).
                    test: (id) => SHELL.test(id) && !/[\\/](ui[\\/]dialog|layout[\\/]not-found-page)\.tsx$/.test(id),
                    priority: 2,
                  },
                  // What every page but the home adds to the shell: its hero, its closing band (and the
                  // text links beside them) and the table and window of a drawn product screen. One
                  // file, not six of about 1 KB each.
                  {
                    name: "page-parts",
                    tags: ["$initial"],
                    test: PAGE_PARTS,
                    priority: 1,
                  },
                ],
              },
            },
          },
        }),
    // One CSS for both builds: the server build links the stylesheet in the HTML and the client
    // build names it in `links()`. With each build's own target the two files differed (prefixes),
    // and hydration swapped in the second, a 15 KB download and a restyle on every first visit.
    cssTarget: ["chrome111", "edge111", "firefox114", "safari16.4"],
  },
  plugins: [tailwindcss(), iconSprite(), contactCode(), reactRouter()],
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      ...(command === "build" && !isSsrBuild ? productionRouterAlias() : []),
    ],
  },
  server: { port: 3000 },
}));
