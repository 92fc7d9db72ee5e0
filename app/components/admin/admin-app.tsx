import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { adminCopy } from "~/content/admin";
import { adminQueryClient } from "~/lib/admin-query";
import { useAdminState } from "~/lib/admin-state";
import { Toaster } from "../ui/toaster";
import { AdminPanel } from "./admin-panel";
import { SignInScreen } from "./sign-in-screen";

/** The admin screens, loaded on demand by AdminGate; they replace the site while shown. */
export default function AdminApp() {
  const { view, signInError } = useAdminState();

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
      <Toaster />
    </QueryClientProvider>
  );
}
