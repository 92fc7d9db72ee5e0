import { cardWall } from "~/content/service-categories";
import { type ServiceCategoryId, servicesIn } from "~/content/services";
import { ShowAll } from "../../show-all";
import { ServiceCard } from "./service-card";

/** Cards a 375 px screen shows before "Show all" (keeps the home page a thumb can finish). */
const CARDS_ON_A_PHONE = 3;
/** Cards from 1024 px: three rows of three, then "Show all", rather than a wall of 21. */
const CARDS_ON_A_DESKTOP = 9;

/**
 * One area's service cards. Loaded lazily (capability-tabs.tsx): the browser gets these as
 * static HTML and downloads this module only when it renders the home page itself.
 */
export default function CapabilityCards({ categoryId }: { categoryId: ServiceCategoryId }) {
  const services = servicesIn[categoryId];
  return (
    <ShowAll
      items={services}
      initial={CARDS_ON_A_PHONE}
      wideInitial={CARDS_ON_A_DESKTOP}
      getKey={(service) => service.id}
      render={(service) => <ServiceCard service={service} />}
      summary={cardWall.showAll(services.length)}
      gridClassName="gap-3 sm:gap-4 md:grid-cols-2 lg:grid-cols-3"
    />
  );
}
