import type { Colour, IconName } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Icon } from "./icon";

const sizes = { md: ["h-11 w-11", "h-5 w-5"], lg: ["h-12 w-12", "h-6 w-6"] } as const;

/** A content icon on a soft square of its colour, as cards lead with. */
export function IconTile({ icon, colour, size = "lg" }: { icon: IconName; colour: Colour; size?: keyof typeof sizes }) {
  const c = colourClasses[colour];
  return (
    <span className={cn("inline-flex shrink-0 items-center justify-center rounded-xl", sizes[size][0], c.soft, c.text)}>
      <Icon name={icon} className={sizes[size][1]} />
    </span>
  );
}
