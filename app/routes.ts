import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The spec's route table (§2). There is no admin route: the panel is reached by Ctrl+Shift+A.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("features", "routes/features.tsx"),
  route("features/:slug", "routes/feature.tsx"),
  route("integrations", "routes/integrations.tsx"),
  route("integrations/:slug", "routes/integration.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("resources", "routes/resources.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),

  // Resources: country flags, sitemap, robots.txt. (The icon sprite is a hashed build asset:
  // server/build-time/icon-sprite-plugin.ts.)
  route("flags/:code", "routes/flags.$code.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),

  // JSON endpoints (§7).
  route("api/contact", "routes/api.contact.ts"),
  // Insights (issue #31): the page's beacon, the no-JavaScript pixel.
  route("api/events", "routes/api.events.ts"),
  route("api/events/pixel", "routes/api.events.pixel.ts"),

  // The hidden admin (§2 Admin panel, §7): Google sign-in and bearer-token JSON.
  route("api/auth/login", "routes/api.auth.login.ts"),
  route("api/auth/callback", "routes/api.auth.callback.ts"),
  route("api/auth/user", "routes/api.auth.user.ts"),
  route("api/auth/logout", "routes/api.auth.logout.ts"),
  route("api/contact-submissions", "routes/api.contact-submissions.ts"),
  route("api/contact-submissions/export", "routes/api.contact-submissions.export.ts"),
  // The lead desk (issue #22): leads per week by source, and one person's data on request.
  route("api/contact-submissions/stats", "routes/api.contact-submissions.stats.ts"),
  route("api/contact-submissions/person", "routes/api.contact-submissions.person.ts"),
  route("api/contact-submissions/:id", "routes/api.contact-submissions.$id.ts"),
  // Signed webhooks (issue #23): an admin retries a lead's failed deliveries.
  route("api/contact-submissions/:id/redeliver", "routes/api.contact-submissions.$id.redeliver.ts"),
  // Insights (issue #31): visits joined with what became of the leads.
  route("api/insights", "routes/api.insights.ts"),
  // The CEO Blogs newsletter (issue #27): who signed up, for the owners.
  route("api/newsletter-subscribers", "routes/api.newsletter-subscribers.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
