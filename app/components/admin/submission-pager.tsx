import { ChevronLeft, ChevronRight } from "lucide-react";
import { adminCopy } from "~/content/admin";
import { PAGE_SIZE } from "~/lib/admin-api";
import { Button } from "../ui/button";

/** Previous / next through pages of 50, with where the admin is in the list. */
export function SubmissionPager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const copy = adminCopy.paging;
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <nav aria-label={copy.label} className="mt-6 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600">{adminCopy.list.range(from, to, total)}</p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
            {copy.previous}
          </Button>
          <span className="px-2 text-sm font-medium text-ink" aria-current="page">
            {copy.page(page, pages)}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {copy.next}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
