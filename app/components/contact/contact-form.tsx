import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { type ContactFieldName, contactCopy } from "~/content/contact";
import { ApiError, apiRequest } from "~/lib/api";
import { cn } from "~/lib/cn";
import { contactSchema, LIMITS } from "~/lib/contact-schema";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";

type Props = {
  id: string;
  service?: string;
  /** Server result of a JavaScript-off submission (field errors and the typed values). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Where the form posts when JavaScript is off. */
  action?: string;
  onSuccess?: () => void;
};

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-red-500";

/**
 * The one contact form (spec §3–§5). With JavaScript it validates in the browser and posts JSON
 * to /api/contact; without, it posts natively to `action` and the server answers with a page.
 */
export function ContactForm({ id, service, lastResult, action = "/?index#contact", onSuccess }: Props) {
  const [pending, setPending] = useState(false);
  const [serverResult, setServerResult] = useState<SubmissionResult<string[]> | null>(null);
  // Each successful send starts a fresh form instance: Conform resets its state when the id
  // changes and every input remounts empty.
  const [sent, setSent] = useState(0);
  const [form, fields] = useForm({
    id: sent ? `${id}-${sent}` : id,
    lastResult: serverResult ?? lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const values = submission.value;
      setPending(true);
      try {
        await apiRequest("POST", "/api/contact", { body: values });
        toast({ title: contactCopy.toast.successTitle, description: contactCopy.toast.successDescription });
        setServerResult(null);
        setSent((n) => n + 1);
        onSuccess?.();
      } catch (error) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        if (error instanceof ApiError && error.status === 400) {
          const errors = parseErrors(error.bodyText);
          if (errors)
            setServerResult({
              status: "error",
              initialValue: submission.payload as Record<string, string>,
              error: errors,
            });
        }
        toast({
          title: contactCopy.toast.errorTitle,
          description: message || contactCopy.toast.errorFallback,
          variant: "destructive",
        });
      } finally {
        setPending(false);
      }
    },
  });

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
          required={name === "fullName" || name === "email" || name === "companyName"}
          maxLength={LIMITS[name]}
          placeholder={meta.placeholder}
          autoComplete={meta.autoComplete}
          className={inputClass}
        />
        {errorText(name)}
      </div>
    );
  };

  return (
    <form
      key={sent}
      {...getFormProps(form)}
      method="post"
      action={action}
      className="relative grid gap-4"
      aria-busy={pending}
    >
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
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
          {...getTextareaProps(field("description"))}
          required
          rows={4}
          maxLength={LIMITS.description}
          placeholder={contactCopy.fields.description.placeholder}
          className={cn(inputClass, "min-h-28 resize-y")}
        />
        {errorText("description")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("productLink", "text")}
        {input("contactMethod", "text")}
      </div>
      {service ? (
        <p className="text-sm text-slate-600">
          {contactCopy.serviceLabel}: <span className="font-semibold text-brand-700">{service}</span>
          <input type="hidden" name="service" value={service} />
        </p>
      ) : null}
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {contactCopy.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? contactCopy.submitting : contactCopy.submit}
      </Button>
    </form>
  );
}

function parseErrors(bodyText: string): Record<string, string[]> | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === "object" && "errors" in body && body.errors && typeof body.errors === "object") {
      return body.errors as Record<string, string[]>;
    }
  } catch {
    // not JSON
  }
  return null;
}
