import type { Logger } from "pino";
import type { ContactSubmission } from "../contact/repository.server";

/**
 * Text produced as the reader pulls: one database page of rows becomes one chunk, so only a page
 * of rows is alive at a time however many rows exist, and a closed connection stops the database
 * walk. `render` turns a page into text (`rows` null: the walk is over); `first` is true until a
 * page has been rendered.
 */
export function pageStream(
  pages: AsyncIterable<ContactSubmission[]>,
  render: (rows: ContactSubmission[] | null, first: boolean) => string,
  logger?: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<ContactSubmission[]>;
      try {
        next = await iterator.next();
      } catch (error) {
        logger?.error({ err: error }, "streaming contact submissions failed");
        controller.error(error);
        return;
      }
      const chunk = render(next.done ? null : next.value, first);
      first = false;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      if (next.done) controller.close();
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
