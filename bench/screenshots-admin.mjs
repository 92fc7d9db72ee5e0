#!/usr/bin/env node
// Proof (not a test): the admin panel's lead desk for a designer's review, at 1440 × 900 and on a
// 375 × 812 phone, saved to bench/out/screenshots/admin/: the first screen, the full page, one
// lead opened, the week chart with its numbers as a table (from 1024 px a panel over the list), a
// search with matches and one without (on the phone also chart-open: the chart unfolded from its
// strip above the list).
// Starts its own production server from BUILD_DIR in test mode (MOCKS=true: the local Google
// stand-in signs in as admin@example.com), seeds forty fictional leads straight into its SQLite
// file (a desk three months in: busy recent weeks, older leads mostly settled, so the chart's
// twelve weeks all have leads), then signs in as the journeys do (tests/e2e/fixtures.ts `signIn`).
//
//   BUILD_DIR=build-x node bench/screenshots-admin.mjs
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import Database from "better-sqlite3";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { phoneContext, requireBuild, root, tempDbFile } from "./lib.mjs";

const out = path.join(root, "bench/out/screenshots/admin");
fs.mkdirSync(out, { recursive: true });

const ADMIN = "admin@example.com";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Two leads share this surname: the search with matches lists both (one match would open it). */
const SURNAME = "Okafor";
const NO_MATCH = "Wexley Thornbury";
/** The lead shown opened: a long message, a product link, a contact method, a note. */
const OPENED = "Valentina Ruiz";

/** Where a lead came from: the attribution columns (db/migrations/0003_attribution.ts). */
const SOURCES = {
  google: { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand-search", click_ids: "gclid" },
  newsletter: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "seller-digest" },
  linkedin: { utm_source: "linkedin", utm_medium: "paid-social", utm_campaign: "seller-growth" },
  none: {},
};

// Fictional people and companies only. Services are the tags the site's contact buttons attach
// (app/content: hero, service areas, pricing plans, integrations, case studies); null is the plain
// form. Statuses are LEAD_STATUSES (app/lib/contact-submission.ts); spam is what the honeypot caught.
// A campaign never contradicts the service: the shared ones are general (the brand's search ad,
// the newsletter digest, seller growth on LinkedIn); `campaign` names a lead's own service.
/**
 * @type {Array<{ first: string; last: string; company: string; service: string | null; days: number;
 *   source: keyof typeof SOURCES; status: string; message: string; landing?: string; referrer?: string;
 *   product?: string; contact?: string; note?: string; campaign?: string }>}
 */
const LEADS = [
  {
    first: "Amara",
    last: SURNAME,
    company: "Brightpaw Pet Supply",
    service: "Free Consultation",
    days: 0.1,
    source: "google",
    status: "new",
    message: "We sell orthopedic dog beds on Amazon US and want to launch in Canada this autumn.",
  },
  {
    first: "Mateo",
    last: "Fernández",
    company: "Sierra Alta Coffee Roasters",
    service: "Integration: Amazon",
    days: 0.6,
    source: "none",
    status: "new",
    message: "Can your hub sync our Shopify inventory with Amazon FBA? We oversold twice last month.",
    landing: "/integrations/amazon",
    contact: "Phone",
  },
  {
    first: OPENED.split(" ")[0],
    last: OPENED.split(" ")[1],
    company: "Casa Lumbre Ceramics",
    service: "Pricing: Professional",
    days: 1.3,
    source: "google",
    status: "qualified",
    message:
      "Hi team,\n\nWe're a family pottery studio from Oaxaca selling hand-glazed dinnerware on Amazon and Etsy. Sales grew 40% last year but our listings still use phone photos and our A+ content is empty.\n\nWhat we'd like help with:\n- Listing optimisation and new photography for our 24 best sellers\n- A Brand Store before the holiday season\n- Advice on whether Walmart Marketplace is worth it for fragile items\n\nWe can share our Seller Central reports on a call. Mornings (Central time) work best for us.",
    landing: "/pricing",
    product: "https://www.amazon.com/dp/B0C7LUMBRE",
    contact: "Video call",
    note: "Budget confirmed on the call (≈ $4k/month). Sending the Professional proposal on Friday.",
  },
  {
    first: "Kenji",
    last: "Watanabe",
    company: "Kitsune Tea House",
    service: "SaaS",
    days: 2.2,
    source: "newsletter",
    status: "contacted",
    message: "Interested in the repricing tool. Do you support Amazon Japan?",
  },
  {
    first: "Ingrid",
    last: "Solberg",
    company: "Fjellrev Outdoor",
    service: "Integration: eBay",
    days: 3.5,
    source: "linkedin",
    status: "new",
    message:
      "We list wool base layers on eBay UK and Germany. Looking for help with cross-border shipping templates and VAT settings.",
    landing: "/integrations/ebay",
  },
  {
    first: "Rahul",
    last: "Mehta",
    company: "Saffron Street Kitchen",
    service: null,
    days: 4.1,
    source: "none",
    status: "new",
    message: "Quick question: do you work with food brands that need FDA-compliant labels?",
    referrer: "https://www.bing.com/",
  },
  {
    first: "Chidi",
    last: SURNAME,
    company: "Lagos Leather Works",
    service: "E-commerce Management",
    days: 5.4,
    source: "linkedin",
    status: "contacted",
    message:
      "Handmade leather bags, currently on Etsy only. We'd like to test Amazon Handmade and need someone to run it for six months.",
    contact: "WhatsApp",
  },
  {
    first: "Camille",
    last: "Dubois",
    company: "Maison Verveine",
    service: "Case study: E-commerce Growth Success",
    days: 6.8,
    source: "newsletter",
    status: "qualified",
    message:
      "Your case study matched our situation closely. We sell organic skincare in France and want the US market next year.",
    landing: "/case-studies",
  },
  {
    first: "SEO",
    last: "Rank Booster",
    company: "rank-booster-pro",
    service: null,
    days: 7.2,
    source: "none",
    status: "spam",
    message: "Get 10,000 backlinks and page one on Google in 7 days!!! Best price guaranteed, reply now.",
  },
  {
    first: "Hannah",
    last: "Kowalski",
    company: "Northline Home Goods",
    service: "Pricing: Starter",
    days: 8.6,
    source: "google",
    status: "closed",
    message: "Looking for a starter plan for two marketplaces.",
    note: "Went with an in-house hire. Check back in Q3.",
  },
  {
    first: "Tomasz",
    last: "Nowak",
    company: "Baltic Amber Studio",
    service: "Integration: Etsy",
    days: 9.9,
    source: "none",
    status: "new",
    message: "Etsy to Amazon migration — how long does it usually take?",
    landing: "/integrations/etsy",
  },
  {
    first: "Fatima",
    last: "Al-Sayed",
    company: "Noor Modest Fashion",
    service: "Custom AI & Tech Development",
    days: 11.3,
    source: "linkedin",
    status: "contacted",
    message:
      "We need a custom size-recommendation widget that works across our Shopify store and our Amazon listings. Is this something your development team builds?",
    product: "B0D4NOORFX",
  },
  {
    first: "Liam",
    last: "O'Connor",
    company: "Emerald Isle Woollens",
    service: null,
    days: 12.5,
    source: "newsletter",
    status: "new",
    message: "Saw the newsletter piece on Prime Day prep. Can we book a call?",
    contact: "Email",
  },
  {
    first: "Aisha",
    last: "Bello",
    company: "Kora Hair Care",
    service: "Pricing: Enterprise",
    days: 14.2,
    source: "google",
    status: "qualified",
    message:
      "We're a $12M brand on Amazon, Walmart and Target Plus. Looking for a partner to run advertising across all three with one report.",
    landing: "/pricing",
  },
  {
    first: "Diego",
    last: "Ramírez",
    company: "Tierra Viva Garden",
    service: "Integration: Google Shopping",
    days: 15.8,
    source: "google",
    status: "new",
    message: "Our Google Shopping feed keeps getting disapproved for missing GTINs. Help?",
    landing: "/integrations/google-shopping",
  },
  {
    first: "Mei",
    last: "Chen",
    company: "Lotus & Loom",
    service: "Free Consultation",
    days: 17.1,
    source: "none",
    status: "closed",
    message: "Silk scarves, 60 SKUs. We want to understand what Amazon would cost us in fees before starting.",
    note: "Sent the fee calculator; no budget this year.",
  },
  {
    first: "Casino",
    last: "Bonus",
    company: "free-spins-24",
    service: null,
    days: 18.4,
    source: "none",
    status: "spam",
    message: "Claim your 500 free spins today at our partner site. Limited offer for business owners.",
  },
  {
    first: "Oluwaseun",
    last: "Adeyemi",
    company: "Harbor & Pine Goods",
    service: "E-commerce Management",
    days: 19.7,
    source: "linkedin",
    status: "new",
    message: "Full account management for Amazon US, and maybe Walmart later.",
  },
  {
    first: "Sofia",
    last: "Lindgren",
    company: "Nordljus Candles",
    service: "SaaS",
    days: 21.3,
    source: "newsletter",
    status: "contacted",
    message:
      "We'd like a demo of the inventory forecasting. Seasonal spikes (Christmas, Lucia) are our biggest headache — last year we ran out of stock on 11 December.",
    contact: "Video call",
  },
  {
    first: "Marcus",
    last: "Greene",
    company: "Ironclad Fitness",
    service: "Integration: Amazon",
    days: 23.0,
    source: "google",
    status: "new",
    message: "Account health dropped to 180 after two IP complaints. Need urgent help with an appeal.",
    landing: "/integrations/amazon",
    contact: "Phone",
  },
  {
    first: "Priyanka",
    last: "Raghavan",
    company: "Masala Box",
    service: null,
    days: 24.6,
    source: "none",
    status: "qualified",
    message: "Spice subscription boxes. We want to start on Amazon with a small test budget.",
    referrer: "https://duckduckgo.com/",
  },
  {
    first: "Lucas",
    last: "Moreau",
    company: "Atelier Moreau",
    service: "Resources",
    days: 26.2,
    source: "newsletter",
    status: "new",
    message: "Thanks for the listing checklist. Does it apply to Amazon.fr as well?",
    landing: "/resources",
  },
  {
    first: "Yasmin",
    last: "Haddad",
    company: "Cedar & Salt Apothecary",
    service: "Pricing: plan advice",
    days: 28.5,
    source: "linkedin",
    status: "closed",
    message: "Which plan fits 3 marketplaces and about 200 SKUs?",
    note: "Signed Professional — handed over to onboarding.",
  },
  {
    first: "Gabriel",
    last: "Santos",
    company: "Praia Swimwear",
    service: "Integration: Facebook Marketplace",
    days: 30.1,
    source: "google",
    status: "contacted",
    message: "Can you connect Facebook Marketplace orders to our Amazon MCF stock?",
    landing: "/integrations/facebook-marketplace",
  },
  {
    first: "Noa",
    last: "Ben-David",
    company: "Olive Grove Naturals",
    service: "Free Consultation",
    days: 32.4,
    source: "none",
    status: "new",
    message: "Hello! Just exploring options.",
  },
  {
    first: "Backlinks",
    last: "Seller",
    company: "cheap-links",
    service: null,
    days: 34.0,
    source: "none",
    status: "spam",
    message: "We sell guest posts on 300 high DA sites, DM for list.",
  },
  {
    first: "Elif",
    last: "Yıldız",
    company: "Anatolia Textiles",
    service: "E-commerce Management",
    days: 35.7,
    source: "google",
    status: "qualified",
    message:
      "Turkish towels and robes, 120 SKUs, currently wholesale only. We want to go direct on Amazon EU and need a partner for the whole setup: Brand Registry, listings, photography and PPC.",
    product: "https://anatolia-textiles.example/collections/peshtemal",
  },
  {
    first: "Jonas",
    last: "Becker",
    company: "Waldholz Toys",
    service: "Policy question",
    days: 37.9,
    source: "none",
    status: "new",
    message: "How long do you keep the data from this form?",
    landing: "/privacy-policy",
  },
  {
    first: "Grace",
    last: "Mwangi",
    company: "Savanna Roots Coffee",
    service: "Pricing: Professional",
    days: 39.8,
    source: "newsletter",
    status: "contacted",
    message: "Interested in the Professional plan for Amazon US and UK.",
  },
  {
    first: "Hiro",
    last: "Sato",
    company: "Kumo Stationery",
    service: "SaaS",
    days: 41.5,
    source: "linkedin",
    status: "new",
    message: "Does the hub support bundles and multipacks as separate listings?",
  },
  // Six to eleven weeks back: most are settled by now (closed, qualified, contacted).
  {
    first: "Beatriz",
    last: "Costa",
    company: "Costa Verde Linens",
    service: "Integration: Walmart",
    days: 44.6,
    source: "google",
    campaign: "walmart-sellers",
    status: "contacted",
    message:
      "Our Walmart Marketplace application was approved last week. We need our 80 linen SKUs listed and synced with the Amazon stock before the holidays.",
    landing: "/integrations/walmart",
    contact: "Email",
  },
  {
    first: "Arjun",
    last: "Pillai",
    company: "Monsoon Brass Works",
    service: "Resources",
    days: 48.3,
    source: "newsletter",
    status: "closed",
    message: "The Q4 listing checklist in your digest was useful. Could someone review our brass lamps against it?",
    landing: "/resources",
    note: "Sent the checklist review by e-mail; they will handle it in-house.",
  },
  {
    first: "Tobias",
    last: "Reinholt",
    company: "Reinholt Cycling Gear",
    service: "E-commerce Management",
    days: 52.9,
    source: "linkedin",
    status: "qualified",
    message:
      "We sell bikepacking bags on Amazon DE and want France, Italy and Spain next. Looking for a team to run the listings, translations and ads.",
    contact: "Video call",
  },
  {
    first: "Margot",
    last: "Ellison",
    company: "Ellison Lighting Co.",
    service: "Integration: Houzz",
    days: 56.4,
    source: "none",
    status: "closed",
    message: "We make pendant lights and want to list on Houzz. Do you handle oversized items that ship by freight?",
    landing: "/integrations/houzz",
    referrer: "https://www.google.com/",
    note: "Freight setup too costly for them this year. Follow up in spring.",
  },
  {
    first: "Kwame",
    last: "Asante",
    company: "Asante Shea Collective",
    service: "Pricing: Starter",
    days: 60.8,
    source: "google",
    status: "closed",
    message: "One marketplace for now (Amazon US), 25 products. Is the Starter plan enough to begin?",
    landing: "/pricing",
    note: "Signed Starter. Onboarded in two weeks.",
  },
  {
    first: "Inês",
    last: "Carvalho",
    company: "Douro Cork Goods",
    service: "Free Consultation",
    days: 64.2,
    source: "none",
    status: "contacted",
    message: "Cork wallets and bags, about 40 SKUs. We would like a first call about selling on Amazon in Europe.",
    contact: "Phone",
  },
  {
    first: "Verified",
    last: "Emails",
    company: "fast-leads-pro",
    service: null,
    days: 67.5,
    source: "none",
    status: "spam",
    message: "Buy 50,000 verified B2B e-mail addresses, instant delivery, pay in crypto.",
  },
  {
    first: "Jae-won",
    last: "Park",
    company: "Haneul Skincare",
    service: "Integration: TikTok Shop",
    days: 70.9,
    source: "linkedin",
    status: "qualified",
    message:
      "K-beauty brand on Amazon US. We want TikTok Shop orders and stock in the same place as Amazon before our spring launch.",
    landing: "/integrations/tiktok-shop",
  },
  {
    first: "Rosa",
    last: "Marchetti",
    company: "Oliveto Marchetti",
    service: "Pricing: Professional",
    days: 74.6,
    source: "newsletter",
    status: "closed",
    message: "We read the digest every month. Ready for help on Amazon US and Walmart: what does Professional include?",
    landing: "/pricing",
    note: "Signed Professional; onboarding finished.",
  },
  {
    first: "Owen",
    last: "Gallagher",
    company: "Gallagher Fly Fishing",
    service: "SaaS",
    days: 78.2,
    source: "google",
    status: "contacted",
    message: "Is there a trial of the repricing tool? We have about 300 SKUs on Amazon and eBay.",
  },
];

/** The leads straight into the server's (already migrated) database, with their dates. */
function seedLeads(dbFile) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, service, message, product_link,
         contact_method, created_at, landing_page, sent_from, referrer, utm_source, utm_medium, utm_campaign,
         click_ids, captured_with, status, status_changed_at, status_changed_by, note, lead_key)
       values (@first_name, @last_name, @email, @company, @service, @message, @product_link, @contact_method,
         @created_at, @landing_page, @sent_from, @referrer, @utm_source, @utm_medium, @utm_campaign, @click_ids,
         @captured_with, @status, @status_changed_at, @status_changed_by, @note, @lead_key)`,
    );
    // Real leads were e-mailed to the team once (a delivered outbox row); spam never is.
    const delivered = db.prepare(
      `insert into lead_notifications (submission_id, attempts, next_attempt_at, sent_at, created_at, channel)
       values (?, 1, ?, ?, ?, 'email')`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (const lead of LEADS) {
        const created = now - lead.days * DAY;
        const at = new Date(created).toISOString();
        const landing = lead.landing ?? "/";
        const domain = lead.company
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "");
        const local = `${lead.first}.${lead.last}`
          .normalize("NFD")
          .toLowerCase()
          .replace(/[^a-z.]/g, "");
        const triaged = lead.status !== "new" && lead.status !== "spam";
        const { lastInsertRowid } = insert.run({
          first_name: lead.first,
          last_name: lead.last,
          email: `${local}@${domain}.example`,
          company: lead.company,
          service: lead.service,
          message: lead.message,
          product_link: lead.product ?? null,
          contact_method: lead.contact ?? null,
          created_at: at,
          landing_page: landing,
          sent_from: landing,
          referrer: lead.referrer ?? null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          click_ids: null,
          ...SOURCES[lead.source],
          ...(lead.campaign ? { utm_campaign: lead.campaign } : {}),
          captured_with: "javascript",
          status: lead.status,
          status_changed_at: triaged ? new Date(Math.min(now, created + 0.8 * DAY)).toISOString() : null,
          status_changed_by: triaged ? ADMIN : null,
          note: lead.note ?? null,
          lead_key: crypto.randomUUID(),
        });
        if (lead.status !== "spam") delivered.run(lastInsertRowid, at, new Date(created + 4000).toISOString(), at);
      }
    })();
  } finally {
    db.close();
  }
}

requireBuild();
const started = performance.now();
const dbFile = tempDbFile("admin-shots");
const server = await startServer(
  { NODE_ENV: "test", LOG_LEVEL: "warn", MOCKS: "true", ADMIN_EMAILS: ADMIN },
  { dbFile },
);
/** @type {import("@playwright/test").Browser | undefined} */
let browser;
try {
  seedLeads(dbFile);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const newest = LEADS.find((lead) => lead.status !== "spam");
  for (const width of [1440, 375]) {
    const context =
      width < 768 ? await phoneContext(browser) : await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    /** Fonts loaded and every finite animation or transition finished (a chevron's turn, a fade). */
    const settled = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        );
      });
    const save = async (name, take) => {
      await settled();
      const file = path.join(out, `${name}-${width}.png`);
      await take(file);
      console.log(path.relative(root, file));
    };
    const shot = (name, options = {}) => save(name, (file) => page.screenshot({ path: file, ...options }));
    const toTop = () => page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

    // Sign in as tests/e2e/fixtures.ts does: the home page, Ctrl+Shift+A, the Google stand-in.
    await page.goto(`${server.url}/`);
    await page.waitForSelector("html[data-hydrated]");
    await page.keyboard.press("Control+Shift+A");
    await page.getByRole("heading", { name: "Admin sign-in" }).waitFor();
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    // The panel's chunk loads on demand, then the code exchange and the user lookup.
    await page.getByTestId("admin-email").filter({ hasText: ADMIN }).waitFor({ timeout: 40_000 });
    const rows = page.getByTestId("submission");
    await rows
      .first()
      .filter({ hasText: `${newest.first} ${newest.last}` })
      .waitFor();
    const chart = page.getByTestId("leads-chart");
    // Below 1024 px the chart is folded into a strip above the list; from 1024 px it is a side card.
    const strip = page.getByTestId("leads-chart-strip");
    if (width < 1024) await strip.getByTestId("leads-sparkline").waitFor();
    else await chart.locator("svg[role=img]").waitFor();

    await shot("desk");
    // What the review counts: the leads whole in the first screen, under the sticky header.
    const first = await page.evaluate(() => {
      const header = document.querySelector("[data-testid=admin-email]")?.closest("header");
      const top = header ? header.getBoundingClientRect().bottom : 0;
      const whole = [...document.querySelectorAll("[data-testid=submission]")].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.height > 0 && r.top >= top && r.bottom <= window.innerHeight;
      });
      const first = document.querySelector("[data-testid=submission]")?.getBoundingClientRect();
      return { whole: whole.length, listTop: Math.round(first?.top ?? 0), rowHeight: Math.round(first?.height ?? 0) };
    });
    console.log(
      `  ${width}: ${first.whole} leads whole in the first screen (list at ${first.listTop} px, rows ${first.rowHeight} px)`,
    );
    await shot("desk-full", { fullPage: true });

    // One lead opened: its message, attribution, delivery, status buttons and note.
    const card = rows.filter({ has: page.getByRole("heading", { name: OPENED }) });
    const toggle = card.getByRole("button", { name: OPENED, exact: true });
    await toggle.click();
    await card.and(page.locator("[data-open]")).waitFor();
    // Its top just under the panel's sticky header (and the column headers from 1024 px).
    await card.evaluate((el) => {
      const header = document.querySelector("[data-testid=admin-email]")?.closest("header");
      const columns = document.querySelector("[data-testid=lead-columns]");
      const covered =
        (header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().height : 0) +
        (columns?.checkVisibility() ? columns.getBoundingClientRect().height : 0);
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - covered - 12, behavior: "instant" });
    });
    await shot("lead-open");
    await toggle.click();
    await card.and(page.locator(":not([data-open])")).waitFor();

    // The week chart with its numbers as a table (on a phone, unfolded from its strip first).
    await toTop();
    if (width < 1024) {
      await strip.click();
      await chart.locator("svg[role=img]").waitFor();
      await save("chart-open", (file) => page.screenshot({ path: file }));
    }
    // From 1024 px the toggle is an icon in the card's head (its label read out only).
    const tableToggle = chart.locator("summary");
    await tableToggle.click();
    await chart.getByTestId("leads-table").waitFor();
    // On a phone the strip's card with the chart and the table inside it.
    if (width < 1024)
      await save("chart-table", (file) => page.getByTestId("leads-chart-fold").screenshot({ path: file }));
    else {
      // From 1024 px the table is a panel over the list under the card: the card, the panel and
      // the leads around them, so the review sees that the list did not move.
      const [card, panel] = [await chart.boundingBox(), await chart.getByTestId("table-popover").boundingBox()];
      const x = Math.max(0, Math.min(card.x, panel.x) - 160);
      const y = Math.max(0, card.y - 16);
      const right = Math.min(width, Math.max(card.x + card.width, panel.x + panel.width) + 16);
      const clip = { x, y, width: right - x, height: Math.max(card.y + card.height, panel.y + panel.height) + 16 - y };
      await save("chart-table", (file) => page.screenshot({ path: file, clip }));
    }
    await tableToggle.click();
    await chart.getByTestId("leads-table").waitFor({ state: "hidden" });
    if (width < 1024) {
      await strip.click();
      await chart.waitFor({ state: "hidden" });
    }

    // Searches as tests/e2e/fixtures.ts `searchSubmissions` does: fill, Enter, wait for the total.
    const search = async (text) => {
      await toTop();
      const box = page.getByRole("searchbox", { name: "Search submissions" });
      await box.fill(text);
      await box.press("Enter");
      await page
        .getByTestId("submission-total")
        .filter({ hasText: `for “${text}”` })
        .waitFor();
    };
    await search(SURNAME);
    await rows.filter({ hasText: SURNAME }).nth(1).waitFor();
    await shot("search-match");
    await search(NO_MATCH);
    await page.getByText(`No submissions match`).waitFor();
    await shot("search-none");
    await context.close();
  }
} finally {
  await browser?.close();
  await server.stop();
}
// Kept after a failure, for a look.
fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
console.log(`screenshots in ${path.relative(root, out)}/ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
