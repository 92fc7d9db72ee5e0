import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { StaticHtml } from "~/components/ui/static-html";
import { hero } from "~/content/home";
import { lazyComponent } from "~/lib/lazy";
import { Particles } from "../particles";
import { RotatingPhrase } from "./rotating-phrase";
import { SectionLink } from "./section-link";

// A picture of the product: static HTML once the page is in the browser (see StaticHtml).
const HeroShowcase = lazyComponent(() => import("./hero-showcase").then((m) => ({ default: m.HeroShowcase })));

/** The home hero (anchor `home`): the page's h1 and its two actions. */
export function Hero() {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative isolate flex flex-col justify-center overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 pb-8 sm:min-h-[92svh] sm:pt-36 sm:pb-20 lg:min-h-[100svh]"
    >
      {/* The glows fade out well before the section ends, so the stat cards below meet plain
          white, never a glow cut off at the section's edge. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,#000_55%,transparent_92%)]"
      >
        <div className="absolute -top-48 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-brand-200/50 blur-3xl" />
        <div className="absolute top-1/3 -right-40 h-80 w-80 rounded-full bg-fuchsia-200/40 blur-3xl" />
        <div className="absolute top-1/2 -left-32 h-72 w-72 rounded-full bg-cyan-200/40 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(79_70_229/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(79_70_229/0.06)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,#000_30%,transparent_75%)]" />
      </div>
      <Particles count={32} seed={7} clear="wide" className="-z-10" />
      <div className="mx-auto w-full max-w-6xl px-4 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1.5 text-xs font-medium sm:px-4 sm:text-sm text-brand-800 shadow-sm">
          <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
          {hero.eyebrow}
        </p>
        <h1 id="home-heading" className="mx-auto mt-6 max-w-5xl text-display font-extrabold text-balance text-ink">
          {hero.headline} <RotatingPhrase phrases={hero.rotatingPhrases} everySeconds={hero.rotateEverySeconds} />
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">{hero.paragraph}</p>
        <div className="mt-8 flex flex-col items-stretch sm:mt-10 justify-center gap-3 sm:flex-row sm:items-center">
          <SectionLink to="capabilities" className={buttonClass({ size: "lg" })}>
            {hero.primaryCta}
          </SectionLink>{" "}
          <ContactTrigger
            description={hero.consultationModal.description}
            service="Free Consultation"
            className={buttonClass({ size: "lg", variant: "outline" })}
          >
            {hero.secondaryCta}
          </ContactTrigger>
        </div>
      </div>
      <StaticHtml id="home-showcase" className="mx-auto mt-8 w-full max-w-7xl px-4 sm:mt-14 sm:px-6 lg:px-8">
        <HeroShowcase />
      </StaticHtml>
    </section>
  );
}
