import { FocusScope } from "radix-ui/internal";
import { useToastRegion } from "./toaster-region";

/**
 * Spec §9: F8 moves focus to the toasts, also while a modal dialog is open — where every contact
 * error toast appears. A Radix modal traps focus and sends it back from anything outside its
 * content; the toasts live outside it (the root renders them, so they outlive the dialog).
 * Rendered inside a dialog's content, this registers the toast region as a branch of the
 * dialog's focus scope (Radix's own mechanism, which its popovers and menus use), so sonner's F8
 * can focus a toast and Tab, Escape and the return of focus work as they do without a dialog.
 */
export function ToastBranch() {
  FocusScope.useFocusScopeBranch(useToastRegion());
  return null;
}
