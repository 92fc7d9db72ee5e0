import { useQuery } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { adminCopy } from "~/content/admin";
import { readJson, SessionEndedError } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { leaveAdmin } from "~/lib/admin-state";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { AdminHeader } from "./admin-header";
import { AdminLoading } from "./admin-loading";
import { DESK_COLUMN } from "./desk-column";
import { InsightsView } from "./insights-view";
import { SubmissionList } from "./submission-list";
import { useFocusOnMount } from "./use-focus-on-mount";

type PanelTab = "leads" | "insights";

/**
 * The panel (spec §2): loading until the user lookup finishes, then the header and two tabs: the
 * submissions (the lead desk) and Insights (issue #31), each loading its data when first shown.
 */
export function AdminPanel() {
  const [tab, setTab] = useState<PanelTab>("leads");
  const user = useQuery({
    queryKey: adminQueryKeys.user,
    queryFn: () => readJson<{ email: string }>("/api/auth/user"),
  });
  if (user.status === "pending" || user.error instanceof SessionEndedError)
    return <AdminLoading label={adminCopy.user.loading} />;
  if (user.status === "error" || !user.data)
    return <UserFailed error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader email={user.data.email} />
      {/* One landmark for the tab bar and whichever panel shows (axe: no content outside one). */}
      <Tabs.Root asChild value={tab} onValueChange={(value) => setTab(value as PanelTab)}>
        <main>
          <div className="border-b border-slate-200 bg-white">
            <Tabs.List aria-label={adminCopy.tabs.label} className={cn(DESK_COLUMN, "flex gap-1")}>
              {(["leads", "insights"] as const).map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
                >
                  {adminCopy.tabs[value]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          <Tabs.Content value="leads" className="outline-none">
            <SubmissionList />
          </Tabs.Content>
          <Tabs.Content value="insights" className="outline-none">
            <InsightsView />
          </Tabs.Content>
        </main>
      </Tabs.Root>
    </div>
  );
}

function UserFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const detail =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm"
      >
        <CircleAlert className="mx-auto h-8 w-8 text-red-600" aria-hidden />
        <h1 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold text-ink outline-none">
          {adminCopy.user.failed}
        </h1>
        {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>{adminCopy.user.retry}</Button>
          <Button variant="outline" onClick={leaveAdmin}>
            {adminCopy.signIn.back}
          </Button>
        </div>
      </div>
    </main>
  );
}
