import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { adminCopy } from "~/content/admin";
import { adminQueryClient } from "~/lib/admin-query";
import { useAdminState } from "~/lib/admin-state";
import { loadToaster } from "~/lib/toast";
import { AdminPanel } from "./admin-panel";
import { SignInScreen } from "./sign-in-screen";

/** The admin screens, loaded on demand by AdminGate; they replace the site while shown. */
export default function AdminApp() {
  const { view, signInError } = useAdminState();

  // The root's toaster (export, delete and logout toasts) loads while the admin does.
  useEffect(() => loadToaster(), []);

  useEffect(() => {
    const previous = document.title;
    document.title = adminCopy.documentTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <QueryClientProvider client={adminQueryClient}>
      {view === "panel" ? <AdminPanel /> : <SignInScreen errorCode={signInError} />}
    </QueryClientProvider>
  );
}
