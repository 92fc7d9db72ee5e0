// The contact form's fields by name, without Zod: the kept draft (contact-draft.ts) runs with every
// page's shell, where the schema's validator (contact-schema.ts) must not be loaded.
export const contactFieldNames = [
  "fullName",
  "email",
  "companyName",
  "description",
  "productLink",
  "contactMethod",
] as const;
