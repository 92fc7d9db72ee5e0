import { AnalyticsChart } from "../product/panels/analytics-chart";
import { ChannelSync } from "../product/panels/channel-sync";
import { InventoryTable } from "../product/panels/inventory-table";

/**
 * The hero's picture of the product: as many Vantora Hub windows as fit whole at the width, so no
 * window cuts its own content short. Phones and tablets show channel sync alone (on a phone three
 * channels, compact; in the server HTML, so it shifts nothing); from 1024 px the inventory window joins it, wider, and from
 * 1280 px the analytics window too. Used through StaticHtml (hero.tsx): no script of its own.
 */
export function HeroShowcase() {
  return (
    <div className="mx-auto grid max-w-md items-start gap-5 text-left lg:max-w-4xl lg:grid-cols-[1fr_1.3fr] xl:max-w-none xl:grid-cols-[1fr_1.3fr_1fr]">
      <ChannelSync className="max-sm:[&_li:nth-child(3)]:hidden lg:mt-6" />
      <InventoryTable className="hidden lg:block" />
      <AnalyticsChart className="hidden xl:mt-6 xl:block" />
    </div>
  );
}
