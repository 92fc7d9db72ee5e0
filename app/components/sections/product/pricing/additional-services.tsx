import { additionalServices, additionalServicesSection } from "~/content/pricing";
import { Section, SectionHeading } from "../../section";

/** The three add-on services with their pricing text. */
export function AdditionalServices() {
  return (
    <Section tone="muted" labelledBy="additional-services-heading">
      <SectionHeading
        id="additional-services-heading"
        title={additionalServicesSection.heading}
        subtitle={additionalServicesSection.intro}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {additionalServices.map((service) => (
          <li key={service.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold tracking-tight text-ink">{service.name}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{service.description}</p>
            <p className="mt-5 border-t border-slate-100 pt-4 font-semibold text-brand-700">{service.pricing}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
