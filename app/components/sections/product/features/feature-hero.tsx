import { ArrowDown, ArrowRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { featureCta, featurePageCopy, sceneCopy } from "~/content/features";
import type { Feature } from "~/content/features/types";
import { keepWords } from "../../keep-words";
import { ModalButton } from "../modal-button";
import { ProductScene } from "../scenes/product-scene";

const textLinkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The feature pages' own hero: a left-aligned headline beside the pitch (wide screens), one
 * primary button with quiet text links beside it (so a phone sees the product, not a stack of
 * buttons), the page's figures as a ruled row, and the product scene at full width under it.
 */
export function FeatureHero({ feature }: { feature: Feature }) {
  const { page } = feature;
  const { label, ...dialog } = featureCta(feature);
  const sceneId = "product-scene";
  return (
    <section
      aria-labelledby="feature-hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50 pt-24 pb-16 sm:pt-36 sm:pb-24"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-48 right-0 -z-10 h-[28rem] w-[56rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-end lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold text-brand-700 sm:mb-4">{page.kicker}</p>
            <h1
              id="feature-hero-heading"
              className="text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-6xl"
            >
              {keepWords(page.title)}
            </h1>
          </div>
          <div className="lg:pb-1">
            <p className="text-base text-pretty text-slate-600 sm:text-lg">{page.subtitle}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 sm:gap-x-6">
              {/* Spaces between the actions, so they never run together without CSS (lynx, reader mode). */}
              <ModalButton {...dialog}>{label}</ModalButton>{" "}
              {page.links ? (
                page.links.map((link) => (
                  <Fragment key={link.href}>
                    <Link to={link.href} className={textLinkClass}>
                      {link.label}
                      <ArrowRight className="h-4 w-4" aria-hidden />
                    </Link>{" "}
                  </Fragment>
                ))
              ) : (
                <a href={`#${sceneId}`} className={textLinkClass}>
                  {sceneCopy.sceneLink}
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </a>
              )}
            </div>
          </div>
        </div>
        {page.highlights ? (
          <dl
            aria-label={featurePageCopy.highlightsLabel}
            className="mt-8 grid grid-cols-[1.5fr_1fr_1fr] divide-x divide-slate-200 border-y border-slate-200 py-4 sm:mt-12 sm:grid-cols-3 sm:py-6"
          >
            {page.highlights.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end px-3 first:pl-0 sm:px-8">
                <dt className="mt-1 text-[0.8125rem] leading-snug text-slate-600 sm:text-base">{stat.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-8 sm:mt-14">
          <ProductScene id={sceneId} slug={feature.slug} scene={page.scene} />
        </div>
      </div>
    </section>
  );
}
