// The code a contact send needs, named for the pages to prefetch (issue #28). A visitor's first
// "Book a Free call" must not wait for the network, and a send must never need a file fetched at
// that moment (the server may be away by then, or a deploy may have removed it). So every page
// asks the browser to prefetch, at its lowest priority once the page has loaded, the chunks of
// the contact dialog (the form, Zod, Conform, the Radix dialog), of the toaster, and of the home
// route, whose clientAction every send runs (React Router loads that module on the first send
// and reloads the page when it cannot). Prefetched files wait in the HTTP cache (hashed names,
// `immutable`), unparsed: they cost no main-thread time and are not part of any page's
// script weight. docs/decisions/0032.
//
// Chunk names are only known once the client bundle is written, and the client build runs before
// the server build, so the client build's file names reach the server's render through
// `virtual:contact-code` (the dev server serves modules one by one: an empty list there).
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:contact-code";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The modules whose chunks run on the tap that opens the modal: compiled ahead (see below). */
const HINTED = [/app\/components\/contact\/contact-dialog\.tsx$/, /app\/components\/ui\/toaster\.tsx$/];
/** The modules whose chunks (with everything they import) a send needs: those, and the home route's action. */
const ENTRIES = [...HINTED, /app\/routes\/home\.tsx(\?|$)/];
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type ChunkInfo = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
};

/**
 * The client build's list, for the server build that follows it in the same process. Vite loads
 * the config (and so this module) afresh for each environment, so neither a closure nor a module
 * variable reaches the second build: the list is kept on the process's global object.
 */
const SHARED = Symbol.for("vantora.contact-code");
const shared = globalThis as { [SHARED]?: string[] };

export function contactCode(): Plugin {
  return {
    name: "vantora:contact-code",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const building = this.environment.config.command === "build";
      if (building && this.environment.config.consumer === "server" && !shared[SHARED])
        this.error("contact-code: the server was built before the client, so it cannot name the client's chunks");
      return `export default ${JSON.stringify(building ? (shared[SHARED] ?? []) : [])};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const dependency of chunks.get(fileName)?.imports ?? []) closure(dependency, into);
        return into;
      };
      const chunkOf = (pattern: RegExp) => {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
        if (!chunk) this.error(`contact-code: no client chunk for ${pattern}`);
        return chunk.fileName;
      };
      // What the root route loads every page loads already: only the rest is worth a prefetch.
      const everyPage = closure(chunkOf(/app\/root\.tsx(\?|$)/));
      const wanted = new Set<string>();
      for (const pattern of ENTRIES) for (const fileName of closure(chunkOf(pattern))) wanted.add(fileName);
      for (const fileName of everyPage) wanted.delete(fileName);
      const base = this.environment.config.base;
      shared[SHARED] = [...wanted].sort().map((fileName) => `${base}${fileName}`);

      // The dialog's and the toaster's files run when the page is idle, but most of their
      // functions run for the first time at the tap, and V8 compiles a function on its first call:
      // some 30 ms of a 4x-throttled tap went to that. V8's explicit compile hint (a first-line
      // comment, Chrome 136+; other engines ignore it) compiles every function of the file when it
      // is loaded, at idle. Zod's file is left lazy: most of Zod never runs.
      const isZod = (fileName: string) =>
        chunks.get(fileName)?.moduleIds.some((id) => /node_modules[\\/]zod[\\/]/.test(id));
      for (const pattern of HINTED)
        for (const fileName of closure(chunkOf(pattern))) {
          const chunk = bundle[fileName];
          if (everyPage.has(fileName) || isZod(fileName) || chunk?.type !== "chunk") continue;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
    },
  };
}
