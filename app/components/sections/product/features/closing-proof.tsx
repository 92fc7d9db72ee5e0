import { sceneCopy } from "~/content/features";
import type { FeaturePage } from "~/content/features/types";
import { ChannelMark } from "../channel-mark";

type Props = { proof: NonNullable<FeaturePage["cta"]["proof"]> };

/**
 * A feature page's own line in its closing band (review 72: the band was the same on every page):
 * a figure of the hero's sample store, after the marks of the channels it counts. It sits in the
 * band's actions row on a row of its own, over the button.
 */
export function ClosingProof({ proof }: Props) {
  return (
    <p
      data-closing-proof=""
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-white/80 max-sm:mb-2 sm:mb-3 sm:basis-full"
    >
      {proof.marks ? (
        <span aria-hidden className="flex gap-1.5">
          {proof.marks.map((name) => (
            <ChannelMark
              key={name}
              name={name}
              className="h-7 w-7 rounded-md border-white/10 shadow-none [&_img]:h-4 [&_img]:w-4"
            />
          ))}
        </span>
      ) : (
        <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-400" />
      )}{" "}
      <span className="font-semibold text-white tabular-nums">{proof.text}</span>{" "}
      <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-medium text-white/80 ring-1 ring-white/15">
        {sceneCopy.sample}
      </span>
    </p>
  );
}
