import type { Colour, IconName } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Icon } from "./icon";

const sizes = {
  sm: ["h-8 w-8 rounded-lg", "h-4 w-4"],
  md: ["h-11 w-11 rounded-xl", "h-5 w-5"],
  lg: ["h-12 w-12 rounded-xl", "h-6 w-6"],
  /** 36 px on a phone, where the tile sits inline with a title; 48 px from 640 px. */
  fluid: ["h-9 w-9 rounded-lg sm:h-12 sm:w-12 sm:rounded-xl", "h-[1.125rem] w-[1.125rem] sm:h-6 sm:w-6"],
} as const;

type Props = {
  icon: IconName;
  colour: Colour;
  size?: keyof typeof sizes;
  /** A hairline of its own colour: for a tile beside text on white, without a card around it. */
  ringed?: boolean;
};

/** A content icon on a soft square of its colour, as cards lead with. */
export function IconTile({ icon, colour, size = "lg", ringed = false }: Props) {
  const c = colourClasses[colour];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center",
        sizes[size][0],
        ringed && "ring-1 ring-current/15",
        c.soft,
        c.text,
      )}
    >
      <Icon name={icon} className={sizes[size][1]} />
    </span>
  );
}
