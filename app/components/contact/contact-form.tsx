import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CircleAlert } from "lucide-react";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import { useFetcher } from "react-router";
import { type ContactFieldName, contactCopy } from "~/content/contact";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { clearDraft, draftKey, noteSending, noteSettled, restoreDraft, saveDraft } from "~/lib/contact-draft";
import { contactSchema, LIMITS } from "~/lib/contact-schema";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { loadToaster, toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { AttributionFields } from "./attribution-fields";
import type { ContactActionData } from "./contact-client-action";

type Props = {
  id: string;
  service?: string;
  /** Server result of a JavaScript-off submission (field errors and the typed values). */
  lastResult?: SubmissionResult<string[]> | null;
  onSuccess?: () => void;
  /** Keeps Send in view at the bottom of a scrolling container (the modal on a phone). */
  stickyActions?: boolean;
  /** A line under Send (the modal's privacy note). */
  footnote?: ReactNode;
};

/**
 * The service a button named (a channel, a plan, a story), for the modal's form: the modal is
 * rendered before its first opening and kept, so a button hands it the service this way and only
 * the line below re-renders, not the form (contact-dialog.tsx).
 */
export const ContactServiceContext = createContext<ServiceContext | undefined>(undefined);
type ServiceContext = {
  service?: string;
  /** The dialog's own line under its title already names it ("About: Starter plan."): said once. */
  named: boolean;
};

/**
 * "Regarding: …" and the hidden `service` field. The field is always there and keeps its props:
 * React 19 rewrites every attribute of an input it re-renders (its `name` too), and Conform reads
 * the whole form again on any `name` change (about 40 ms at 4× CPU, at the moment of a tap). Its
 * value is set directly instead; disabled, it is not sent.
 */
function ServiceLine({ fallback }: { fallback?: string }) {
  const context = useContext(ContactServiceContext);
  const service = context ? context.service : fallback;
  const shown = !!service && !context?.named;
  const ref = useRef<HTMLInputElement>(null);
  const initial = useRef(fallback);
  const field = useMemo(
    () => (
      <input ref={ref} type="hidden" name="service" defaultValue={initial.current ?? ""} disabled={!initial.current} />
    ),
    [],
  );
  useLayoutEffect(() => {
    if (!ref.current) return;
    ref.current.value = service ?? "";
    ref.current.disabled = !service;
  }, [service]);
  return (
    <p className={shown ? "text-sm text-slate-600" : "hidden"}>
      {shown ? (
        <>
          {contactCopy.serviceLabel}: <span className="font-semibold text-brand-700">{service}</span>
        </>
      ) : null}
      {field}
    </p>
  );
}

/** Answers already toasted: a remounted form must not announce its fetcher's old answer again. */
const handledAnswers = new WeakSet<ContactActionData>();

/** The home route's action; the modal posts there from every page. */
export const CONTACT_ACTION = "/?index";

/** A message about the whole form (the server's, or that a send failed), in the form's own red. */
const formAlert = "rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800";

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:border-red-500 aria-[invalid=true]:focus:outline-red-200 sm:text-sm";

/**
 * The one contact form (spec §3–§5), posting to the home route's action. With JavaScript it
 * validates in the browser and submits through a fetcher (toasts, 'Sending...', reset on
 * success); without, the browser posts it and the server answers with a page.
 */
export function ContactForm({ id, service, lastResult, onSuccess, stickyActions = false, footnote }: Props) {
  const fetcher = useFetcher<ContactActionData>({ key: id });
  const pending = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.lastResult ?? lastResult,
    // Validating on blur moved Send under a tapping finger (the error line pushes it down as the
    // keyboard closes), so the first tap only flagged the field that lost focus.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });

  // The toaster loads while the form is filled in, so the answer's toast shows at once.
  useEffect(() => loadToaster(), []);

  // What this tab kept of the message comes back (issue #28): after a reload, a crash, another
  // page, or the modal closed and opened again. The server (and hydration) always start empty.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (formRef.current) restoreDraft(id, formRef.current);
  }, [id]);

  // One toast per answer; after a failure, keyboard focus goes to the first invalid field (or
  // back to Send, which was disabled while pending).
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handledAnswers.has(result)) return;
    handledAnswers.add(result);
    noteSettled();
    if (result.sent) {
      clearDraft(id);
      toast({ title: contactCopy.toast.successTitle, description: contactCopy.toast.successDescription });
      onSuccess?.();
      return;
    }
    toast({
      title: contactCopy.toast.errorTitle,
      description: result.message || contactCopy.toast.errorFallback,
      variant: "destructive",
    });
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], button[type="submit"]');
    target?.focus();
  }, [fetcher.state, fetcher.data, onSuccess, id]);

  // The last send failed before the server could say why (no network, a proxy's error page, no
  // answer in time): the form says so above Send until the next one. A failure the server
  // explained shows as the form's error at its top (form.errors), and a field's at the field.
  const notSent = !pending && !!fetcher.data && !fetcher.data.sent && !!fetcher.data.message && !form.errors?.length;

  const field = (name: ContactFieldName) => fields[name];
  const label = (name: ContactFieldName) => {
    const meta = contactCopy.fields[name];
    return (
      <label htmlFor={field(name).id} className="mb-1.5 block text-sm font-medium text-ink">
        {meta.label}
        {meta.required ? (
          <span aria-hidden className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
        {name === "productLink" || name === "contactMethod" ? (
          <span className="ml-1 font-normal text-slate-500">{contactCopy.optional}</span>
        ) : null}
      </label>
    );
  };
  const errorText = (name: ContactFieldName) =>
    field(name).errors?.length ? (
      <p id={field(name).errorId} className="mt-1.5 text-sm text-red-700">
        {field(name).errors?.join(" ")}
      </p>
    ) : null;
  const input = (name: Exclude<ContactFieldName, "description">, type: "text" | "email") => {
    const meta = contactCopy.fields[name];
    return (
      <div>
        {label(name)}
        <input
          {...getInputProps(field(name), { type })}
          required={meta.required}
          maxLength={LIMITS[name]}
          placeholder={meta.placeholder}
          autoComplete={meta.autoComplete}
          className={inputClass}
        />
        {errorText(name)}
      </div>
    );
  };
  const description = field("description");
  const formProps = getFormProps(form);
  // Every send of one draft carries the draft's key, so a retry after a lost answer, or a double
  // tap, is one lead on the server.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    const keyField = formElement.elements.namedItem(SUBMISSION_KEY_FIELD);
    if (keyField instanceof HTMLInputElement) keyField.value = draftKey(id, formElement);
    // The modal's form outlives a page (it is rendered once and kept): the page it is sent from
    // is the one showing now.
    const sentFrom = formElement.elements.namedItem("sentFrom");
    if (sentFrom instanceof HTMLInputElement) sentFrom.value = window.location.pathname;
    formProps.onSubmit(event);
    // Conform stops a send the schema refuses; one that goes ahead is noted for this tab.
    if (!event.defaultPrevented) noteSending(id);
  };

  return (
    <fetcher.Form
      {...formProps}
      onSubmit={onSubmit}
      ref={formRef}
      method="post"
      action={`${CONTACT_ACTION}#contact`}
      className="relative grid gap-4"
      aria-busy={pending}
      onInput={(event) => saveDraft(id, event.currentTarget)}
    >
      <AttributionFields />
      {/* Set from the draft as it is sent; the no-JS form sends it empty (docs/decisions/0032). */}
      <input type="hidden" name={SUBMISSION_KEY_FIELD} defaultValue="" />
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className={formAlert}>
          {form.errors.join(" ")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("fullName", "text")}
        {input("email", "email")}
      </div>
      {input("companyName", "text")}
      <div>
        {label("description")}
        <textarea
          {...getTextareaProps(description, {
            ariaDescribedBy: description.errors ? undefined : description.descriptionId,
          })}
          required
          rows={4}
          maxLength={LIMITS.description}
          placeholder={contactCopy.fields.description.placeholder}
          className={cn(inputClass, "min-h-28 resize-y")}
        />
        {/* While the field shows its error, the help line gives way to it: one line under the field, not two. */}
        {errorText("description") ?? (
          <p id={description.descriptionId} className="mt-1.5 text-xs text-slate-500">
            {contactCopy.fields.description.help}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("productLink", "text")}
        {input("contactMethod", "text")}
      </div>
      <ServiceLine fallback={service} />
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {contactCopy.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div
        className={cn(
          // Sticky offsets count from inside the dialog's padding (p-6 on a phone): -bottom-6 puts
          // the bar on the screen's edge, so no field shows through below it.
          stickyActions &&
            "sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 pt-3 shadow-[0_-10px_20px_-14px_rgb(15_23_42/0.35)] pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:static sm:m-0 sm:border-0 sm:p-0",
        )}
      >
        {/* Said in the form too, beside the toast: the toast comes and goes, and on a phone it may
            sit over the fields. Not a live region: the toast announces it. */}
        {notSent ? (
          <p
            data-not-sent=""
            className={cn(
              formAlert,
              "mb-3 flex items-start gap-2 border border-red-200 max-sm:py-1.5 max-sm:text-[0.8125rem] max-sm:leading-snug",
            )}
          >
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {contactCopy.toast.notSent(site.email)}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? contactCopy.submitting : contactCopy.submit}
        </Button>
        {/* After a failed send the phone's bar gives the privacy line's room to the failure line:
            the bar stays about as tall as before; the line was under Send for the first send. */}
        {footnote ? (
          <p className={cn("mt-2 text-center text-xs text-slate-500 sm:mt-3", notSent && "max-sm:hidden")}>
            {footnote}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
