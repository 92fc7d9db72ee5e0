import { useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { capabilities } from "~/content/home";
import { serviceAreas } from "~/content/service-categories";
import type { ServiceCategoryId } from "~/content/services";
import { cn } from "~/lib/cn";
import { prefersReducedMotion, SCROLL } from "~/lib/scroll";
import { useMediaQuery } from "../../motion-hooks";
import { Particles } from "../../particles";
import { SectionHeading } from "../../section";
import { SectionLink } from "../section-link";
import { CapabilityMenu } from "./capability-menu";
import { CapabilityPanel, CapabilityTabList } from "./capability-tabs";
import { useTabBarFixedFlag, useTabBarPast } from "./use-tab-bar-fixed";
import { useServiceTips } from "./use-tooltip";

/**
 * Capabilities (anchor `capabilities`): three tabs of services. Every panel is in the server
 * HTML; without JavaScript the tab bar is hidden and the panels stack under their own headings.
 * From 768 px the tab bar stays fixed under the header while the section is scrolled through;
 * on smaller screens a floating button offers the same choice.
 */
export function Capabilities() {
  const [active, setActive] = useState<ServiceCategoryId>(serviceAreas[0].id);
  const section = useRef<HTMLElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const panels = useRef<HTMLDivElement>(null);
  const closing = useRef<HTMLDivElement>(null);
  const { past, height } = useTabBarPast(section, slot, bar);
  const wide = useMediaQuery("(min-width: 768px)");
  const fixed = past && wide;
  useTabBarFixedFlag(fixed);
  useServiceTips(panels);

  const scrollToPanels = () => {
    const el = panels.current;
    if (!el) return;
    // From 768 px the bar is (or is about to be) fixed, so the panel starts below it.
    const offset = window.matchMedia("(min-width: 768px)").matches ? SCROLL.offsetWithTabBar : SCROLL.offset;
    const top = el.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  const choose = (id: ServiceCategoryId) => {
    setActive(id);
    scrollToPanels();
  };

  return (
    <section
      id="capabilities"
      ref={section}
      aria-labelledby="capabilities-heading"
      className="relative isolate bg-white py-12 sm:py-24"
    >
      <Particles count={25} seed={3} className="-z-10" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="capabilities-heading" title={capabilities.title} subtitle={capabilities.subtitle} />
        <div ref={slot} style={fixed ? { height } : undefined} className="[@media(scripting:none)]:hidden">
          <div
            ref={bar}
            data-tabbar=""
            data-fixed={fixed ? "true" : "false"}
            className={cn(
              "md:flex md:h-12 md:items-center md:justify-center",
              fixed && "fixed inset-x-0 top-16 z-30 border-b border-slate-200 bg-white shadow-sm lg:top-18",
            )}
          >
            <CapabilityTabList active={active} onSelect={setActive} onActivate={scrollToPanels} />
          </div>
        </div>
        <div id="capabilities-panels" ref={panels} className="mt-8 sm:mt-10">
          {serviceAreas.map((category) => (
            <CapabilityPanel key={category.id} category={category} active={category.id === active} />
          ))}
        </div>
        <div
          ref={closing}
          className="mt-8 flex flex-col items-center gap-3 rounded-3xl border border-brand-100 bg-brand-50/60 px-6 py-6 text-center sm:mt-14 sm:flex-row sm:justify-between sm:gap-4 sm:py-8 sm:text-left"
        >
          <p className="text-base font-semibold text-pretty text-ink sm:text-lg">{capabilities.ctaLead}</p>
          <SectionLink to="contact" className={buttonClass({ size: "lg", className: "shrink-0" })}>
            {capabilities.cta}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </SectionLink>
        </div>
      </div>
      {past && !wide ? <CapabilityMenu active={active} onChoose={choose} clearOf={closing} /> : null}
    </section>
  );
}
