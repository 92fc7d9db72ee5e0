// The content icons' SVG sprite, made at build time. Its symbols come from `iconNames`
// (app/content/types.ts), the one list that also gives the `IconName` type, drawn with the
// lucide-react icons of the same names; plus the award badge's rosette. The client build emits it
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

// A 20-point rosette around (40, 38).
const ROSETTE = Array.from({ length: 40 }, (_, i) => {
  const angle = (Math.PI * 2 * i) / 40 - Math.PI / 2;
  const r = i % 2 === 0 ? 36 : 32;
  return `${(40 + r * Math.cos(angle)).toFixed(2)},${(38 + r * Math.sin(angle)).toFixed(2)}`;
}).join(" ");

/**
 * The award badge's drawing (app/components/sections/award-badge.tsx): a rosette with two
 * ribbons, coloured by the <use> element's --badge-light and --badge-deep, which custom
 * properties carry into the sprite's shadow tree. One copy here instead of one per card.
 */
const AWARD_ROSETTE = `<symbol id="award-rosette" viewBox="0 0 80 100"><polygon points="22,60 36,66 30,98 22,88 12,92" fill="var(--badge-deep)"/><polygon points="58,60 44,66 50,98 58,88 68,92" fill="var(--badge-deep)"/><polygon points="${ROSETTE}" fill="var(--badge-light)"/><circle cx="40" cy="38" r="26" fill="var(--badge-deep)"/><circle cx="40" cy="38" r="22" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="2 3"/></symbol>`;

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
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}${social.join("")}${AWARD_ROSETTE}</svg>`;
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
