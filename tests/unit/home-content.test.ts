import { describe, expect, it } from "vitest";
import { awards } from "~/content/awards";
import { counters, countries, excellence, hero, marketplaces, operate } from "~/content/home";
import { serviceAreaPages } from "~/content/service-area-pages";
import { serviceCounts } from "~/content/service-categories";
import { servicesIn } from "~/content/services";

const serviceCategories = serviceAreaPages.map((area) => ({ ...area, services: servicesIn[area.id] }));

describe("home page content (spec §1, §2, §3)", () => {
  it("has the hero headline and its two rotating phrases", () => {
    expect(hero.headline).toBe("Accelerate Your Brand Growth with");
    expect(hero.rotatingPhrases).toEqual(["AI-Powered Solutions", "Real Business Impact"]);
    expect(hero.primaryCta).toBe("Explore Our Capabilities");
    expect(hero.secondaryCta).toBe("Book a Free Consultation");
  });

  it("has the five counters with their exact figures and labels", () => {
    expect(counters.map((c) => `${c.value}${c.suffix} ${c.label}`)).toEqual([
      "18+ Years Brand Acceleration",
      "96% Lifetime Positive Feedback",
      "1500+ Brand Partnerships",
      "400+ Global Workforce",
      "14+ Brands Acquired",
    ]);
  });

  it("has the section titles", () => {
    expect(excellence.title).toBe("Redefining Excellence: The World's First Truly Full-Service Agency");
    expect(excellence.subtitle).toBe("Powering Brand Success Across the World's Leading Marketplaces");
    expect(operate.title).toBe("Where We Operate Powering E-Commerce Across Continents");
    expect(`${operate.titleLead} ${operate.titleRest}`).toBe(operate.title);
  });

  it("lists the nine marketplaces and the sixteen countries in the spec's order", () => {
    expect(marketplaces.map((m) => m.name)).toEqual([
      "Amazon",
      "Walmart",
      "eBay",
      "Google Shopping",
      "Facebook",
      "Meta",
      "Shopify",
      "Houzz",
      "TEMU",
    ]);
    expect(countries.map((c) => c.name)).toEqual([
      "United States",
      "Canada",
      "United Kingdom",
      "Germany",
      "France",
      "Italy",
      "Spain",
      "Netherlands",
      "Australia",
      "Japan",
      "Singapore",
      "India",
      "UAE",
      "Saudi Arabia",
      "Mexico",
      "Brazil",
    ]);
    expect(new Set(countries.map((c) => c.code)).size).toBe(16);
  });

  it("has three capability tabs with 21, 14 and 14 distinct services", () => {
    expect(serviceCategories.map((c) => [c.id, c.label, c.services.length])).toEqual([
      ["ecommerce-management", "E-commerce Management", 21],
      ["saas-solutions", "SaaS", 14],
      ["custom-development", "Custom AI & Tech Development", 14],
    ]);
    // The tab bar's counts (kept apart so the home page does not ship the services) agree.
    expect(serviceCounts).toEqual(Object.fromEntries(serviceCategories.map((c) => [c.id, c.services.length])));
    const all = serviceCategories.flatMap((c) => c.services);
    expect(new Set(all.map((s) => s.name)).size).toBe(49);
    for (const service of all) {
      expect(service.tooltip.length, service.name).toBeGreaterThan(service.description.length);
      expect(service.popular && service.aiEnhanced, service.name).toBe(false);
    }
  });

  it("has fictional awards with title, year, organization and a badge", () => {
    expect(awards.length).toBeGreaterThanOrEqual(6);
    for (const award of awards) {
      expect(award.title && award.organization && award.badge.icon && award.badge.colour).toBeTruthy();
      expect(award.year).toBeGreaterThan(2006);
    }
  });
});
