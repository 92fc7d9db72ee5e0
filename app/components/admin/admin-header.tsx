import { useQueryClient } from "@tanstack/react-query";
import { Download, LogOut } from "lucide-react";
import { useState } from "react";
import { adminCopy } from "~/content/admin";
import { downloadExport, logout, SessionEndedError } from "~/lib/admin-api";
import { leaveAdmin } from "~/lib/admin-state";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { AdminBrand } from "./admin-brand";
import { DESK_COLUMN } from "./desk-column";

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

  // Phones: one slim row (the mark, the e-mail, "JSON", "CSV" and Logout as an icon, its name
  // kept for assistive tech and text browsers), 40 px buttons for a thumb, not sticky, so the
  // leads get the screen. From 640 px: one sticky row with the labels written out. Logout is the
  // quietest of the three (plain text and icon), the exports outlined.
  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-30">
      <div className={cn(DESK_COLUMN, "flex items-center justify-between gap-2 py-1 sm:gap-3 sm:py-3")}>
        <AdminBrand compact />
        <p
          className="min-w-0 flex-1 truncate text-xs text-slate-600 sm:ml-auto sm:flex-none sm:text-sm"
          data-testid="admin-email"
          title={email}
        >
          <span className="sr-only sm:not-sr-only">{copy.signedInAs} </span>
          <span className="font-semibold text-ink">{email}</span>
        </p>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {(["json", "csv"] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              size="sm"
              onClick={() => onExport(format)}
              disabled={exporting !== null}
              aria-busy={exporting === format || undefined}
              className="h-10 shrink-0 gap-1 px-2 text-xs sm:h-9 sm:gap-1.5 sm:px-4 sm:text-sm"
            >
              <Download
                className={exporting === format ? "h-4 w-4 animate-bounce motion-reduce:animate-none" : "h-4 w-4"}
                aria-hidden
              />
              {/* The verb and the format are one flex item, so the gap between them is a plain space. */}
              <span>
                <span className="sr-only sm:not-sr-only">{copy.exportVerb}</span> {format.toUpperCase()}
              </span>
            </Button>
          ))}
          <Button
            variant="ghost"
            size="sm"
            onClick={onLogout}
            disabled={loggingOut}
            className="h-10 w-9 shrink-0 px-0 font-medium text-slate-600 hover:text-ink sm:h-9 sm:w-auto sm:gap-1.5 sm:px-3"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">{loggingOut ? copy.loggingOut : copy.logout}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
