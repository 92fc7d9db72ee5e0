import { Search } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { adminCopy } from "~/content/admin";

const DEBOUNCE_MS = 300;

/** Searches as the admin types (after a short pause) and at once on Enter. */
export function SubmissionSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = adminCopy.search;

  return (
    <form
      role="search"
      className="w-full md:w-96"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(String(new FormData(event.currentTarget).get("q") ?? "").trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={id}
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={copy.placeholder}
          className="block h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-10 text-sm text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
          onChange={(event) => {
            const value = event.currentTarget.value.trim();
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(value), DEBOUNCE_MS);
          }}
        />
      </div>
      <button type="submit" className="sr-only">
        {copy.button}
      </button>
    </form>
  );
}
