import type { SceneBlock } from "~/content/features/types";
import { cn } from "~/lib/cn";

const bubble = {
  buyer: "bg-slate-100",
  team: "justify-self-end bg-brand-50 ring-1 ring-brand-100",
  note: "justify-self-end bg-amber-50 ring-1 ring-amber-200",
} as const;

/** One buyer conversation as the inbox opens it: the messages, then the reply box with its send button. */
export function SceneThread({ block }: { block: Extract<SceneBlock, { kind: "thread" }> }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{block.title}</p>
      <ol className="mt-3 grid gap-2.5">
        {block.messages.map((message) => (
          <li key={message.text} className={cn("max-w-[88%] rounded-xl px-3 py-2", bubble[message.from])}>
            <p className="text-xs text-slate-600">
              <span className="font-semibold text-ink">{message.who}</span> · {message.meta}
            </p>
            <p className="mt-0.5 text-[0.8125rem] text-ink">{message.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-3 rounded-lg border border-brand-300 bg-white p-2.5 ring-2 ring-brand-100">
        <p className="text-[0.8125rem] text-ink">{block.reply.text}</p>
        <p className="mt-2.5 flex items-center justify-between gap-3 text-xs text-slate-600">
          {block.reply.note}{" "}
          <span className="shrink-0 rounded-md bg-brand-600 px-3 py-1 font-semibold text-white">
            {block.reply.action}
          </span>
        </p>
      </div>
    </div>
  );
}
