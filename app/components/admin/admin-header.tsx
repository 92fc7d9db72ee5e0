import { useQueryClient } from "@tanstack/react-query";
import { Download, LogOut } from "lucide-react";
import { useState } from "react";
import { adminCopy } from "~/content/admin";
import { downloadExport, logout, SessionEndedError } from "~/lib/admin-api";
import { leaveAdmin } from "~/lib/admin-state";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { AdminBrand } from "./admin-brand";

/** The panel's header (spec §2): signed-in e-mail, 'Export JSON' (and 'Export CSV') and 'Logout' with the §8 toasts. */
export function AdminHeader({ email }: { email: string }) {
  const [exporting, setExporting] = useState<"json" | "csv" | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const copy = adminCopy.header;
  const queryClient = useQueryClient();

  async function onExport(format: "json" | "csv") {
    setExporting(format);
    try {
      await downloadExport(format);
      toast(format === "csv" ? adminCopy.toasts.exportCsvDone : adminCopy.toasts.exportDone);
    } catch (error) {
      if (!(error instanceof SessionEndedError)) toast({ ...adminCopy.toasts.exportFailed, variant: "destructive" });
    } finally {
      setExporting(null);
    }
  }

  async function onLogout() {
    setLoggingOut(true);
    try {
      await logout();
      queryClient.clear();
      leaveAdmin();
      toast(adminCopy.toasts.loggedOut);
    } catch (error) {
      if (!(error instanceof SessionEndedError)) {
        toast({ ...adminCopy.toasts.logoutFailed, variant: "destructive" });
        setLoggingOut(false);
      }
    }
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <AdminBrand />
        {/* Below 640 px: brand and Logout on the first row, the e-mail on the second, the exports on the third. */}
        <div className="order-3 flex w-full min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:order-2 sm:ml-auto sm:w-auto sm:flex-nowrap">
          <p className="w-full min-w-0 truncate text-sm text-slate-600 sm:w-auto" data-testid="admin-email">
            <span className="sr-only sm:not-sr-only">{copy.signedInAs} </span>
            <span className="font-semibold text-ink">{email}</span>
          </p>
          <div className="flex shrink-0 gap-2">
            {(["json", "csv"] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                size="sm"
                onClick={() => onExport(format)}
                disabled={exporting !== null}
                aria-busy={exporting === format || undefined}
                className="shrink-0"
              >
                <Download
                  className={exporting === format ? "h-4 w-4 animate-bounce motion-reduce:animate-none" : "h-4 w-4"}
                  aria-hidden
                />
                {format === "csv" ? copy.exportCsv : copy.export}
              </Button>
            ))}
          </div>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={onLogout}
          disabled={loggingOut}
          className="order-2 shrink-0 sm:order-3"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {loggingOut ? copy.loggingOut : copy.logout}
        </Button>
      </div>
    </header>
  );
}
