// The content icons' SVG sprite, made at build time. Its symbols come from `iconNames`
// (app/content/types.ts), the one list that also gives the `IconName` type, drawn with the
// lucide-react icons of the same names; plus the awards' laurel branch. The client build emits it
// as `assets/icons-<hash>.svg`, which the server answers like every hashed asset (serve-static,
// precompressed, `immutable`); pages take its address from `virtual:icon-sprite`. An icon added
// in a deploy changes the name, so a returning visitor never keeps a sprite that lacks it.
import crypto from "node:crypto";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siX, siYoutube } from "simple-icons";
import type { Plugin } from "vite";
import { iconNames, type SocialIconName, socialIconNames } from "../../app/content/types.ts";

/** The footer's social marks: their paths live in the sprite, not in every page's script. */
const SOCIAL_ICONS: Record<SocialIconName, { path: string }> = {
  facebook: siFacebook,
  x: siX,
  instagram: siInstagram,
  youtube: siYoutube,
};

const VIRTUAL_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

// One laurel branch (the left one) in a 24 x 48 box: a curved stem, ten pointed leaves in pairs
// along it, each pair angled forward, and one at the tip.
const LEAF = "M0 0Q3.8-4.6 0-10Q-3.8-4.6 0 0Z";
const STEM = [
  [20, 46],
  [0, 31],
  [13, 10],
] as const;
function laurelBranch(): string {
  const [p0, p1, p2] = STEM;
  const point = (t: number, i: 0 | 1) => (1 - t) ** 2 * p0[i] + 2 * (1 - t) * t * p1[i] + t * t * p2[i];
  const slope = (t: number, i: 0 | 1) => 2 * (1 - t) * (p1[i] - p0[i]) + 2 * t * (p2[i] - p1[i]);
  const leaf = (t: number, turn: number) => {
    const angle = (Math.atan2(slope(t, 1), slope(t, 0)) * 180) / Math.PI + 90 + turn;
    return `<path transform="translate(${point(t, 0).toFixed(2)} ${point(t, 1).toFixed(2)}) rotate(${angle.toFixed(1)})" d="${LEAF}"/>`;
  };
  const leaves = [0.12, 0.3, 0.48, 0.66, 0.84].flatMap((t) => [leaf(t, -38), leaf(t, 38)]);
  return `<path d="M${p0} Q${p1} ${p2}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>${leaves.join("")}${leaf(1, 0)}`;
}

/**
 * The awards' one mark (app/components/sections/awards-carousel.tsx): a laurel branch in the
 * text colour, drawn twice (the right one mirrored) either side of the award's year. One copy
 * here instead of one per card.
 */
const AWARD_LAUREL = `<symbol id="award-laurel" viewBox="0 0 24 48" fill="currentColor">${laurelBranch()}</symbol>`;

/** The sprite: every content icon as a <symbol>, so pages draw icons with no JavaScript and little HTML. */
export function renderIconSprite(): string {
  const symbols = iconNames.map((name) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: build-time code in Node, never bundled.
    const markup = renderToStaticMarkup(createElement(lucide[name]));
    const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    // lucide's stroke style lives on each symbol, which its paths inherit, so the pages' <svg><use>
    // wrappers need no attributes beyond a class.
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  const social = socialIconNames.map(
    (name) =>
      `<symbol id="social-${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${SOCIAL_ICONS[name].path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}${social.join("")}${AWARD_LAUREL}</svg>`;
}

/**
 * `import spriteUrl from "virtual:icon-sprite"` is the sprite's hashed address. The name is
 * hashed here rather than by Rollup so that both builds (client and server) and the dev server
 * know it before any bundle is written; only the client build writes the file. The dev server
 * answers the same address from memory (a change to the icon list restarts it: the list is part
 * of the Vite config's own module graph).
 */
export function iconSprite(): Plugin {
  let source = "";
  let fileName = "";
  let url = "";
  return {
    name: "vantora:icon-sprite",
    configResolved(config) {
      source = renderIconSprite();
      const hash = crypto.createHash("sha256").update(source).digest("base64url").slice(0, 8);
      fileName = `${config.build.assetsDir}/icons-${hash}.svg`;
      url = `${config.base}${fileName}`;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(url)};` : undefined),
    generateBundle() {
      if (this.environment.config.consumer === "client") this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== url) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(source);
      });
    },
  };
}
