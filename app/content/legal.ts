import type { ClosingCopy } from "./closing";
// Privacy and cookie policies. Section ids double as anchors for the table of contents.
// The cookie table must list exactly the cookies the site really sets: update it with the code.

export type CookieRow = {
  readonly name: string;
  readonly purpose: string;
  readonly duration: string;
  readonly type: string;
};

export type LegalSection = {
  /** Kebab-case anchor, unique within its policy. */
  readonly id: string;
  readonly heading: string;
  /** Rendered first; the last one often introduces the list. */
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  readonly cookies?: readonly CookieRow[];
  /** Rendered after the list and the cookie table. */
  readonly closing?: readonly string[];
};

export type LegalPolicy = {
  readonly title: string;
  /** Display string, shown after `legalLabels.lastUpdated`. */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
};

export type LegalLabels = {
  readonly backLink: { readonly label: string; readonly href: string };
  readonly lastUpdated: string;
  readonly tableOfContents: string;
  readonly cookieTable: {
    readonly caption: string;
    readonly name: string;
    readonly purpose: string;
    readonly duration: string;
    readonly type: string;
  };
};

export type PrivacyContact = {
  readonly privacyEmail: string;
  readonly grievanceOfficer: {
    readonly name: string;
    readonly title: string;
    readonly email: string;
    readonly phone: string;
  };
  readonly address: string;
};

export const privacyContact = {
  privacyEmail: "privacy@vantora.example",
  grievanceOfficer: {
    name: "Claudia Renfrew",
    title: "Grievance Officer",
    email: "grievance@vantora.example",
    phone: "(713) 555-0142",
  },
  address: "Vantora, 1200 Smith Street, Suite 1600, Houston, TX 77002, United States",
} as const satisfies PrivacyContact;

const { privacyEmail, grievanceOfficer, address } = privacyContact;

export const legalLabels = {
  backLink: { label: "Back to Resources", href: "/resources" },
  lastUpdated: "Last updated",
  tableOfContents: "On This Page",
  cookieTable: {
    caption: "Cookies set by this site",
    name: "Cookie",
    purpose: "Purpose",
    duration: "Duration",
    type: "Type",
  },
} as const satisfies LegalLabels;

export const privacyPolicy = {
  title: "Privacy Policy",
  lastUpdated: "June 15th, 2024",
  intro:
    "This policy explains what personal information Vantora collects through this website, why we collect it, how long we keep it and the choices you have. Work we do for clients is governed by the contract for that engagement.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who We Are",
      paragraphs: [
        "Vantora is an e-commerce growth agency and software company headquartered in Houston, Texas. We provide marketplace management, software-as-a-service including Vantora Hub, and custom AI and technology development.",
        "For the personal information described in this policy, Vantora is the controller: we decide why and how it is processed.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      paragraphs: [
        "You can read every page of this site without giving us any personal information. We collect it only when you send a request through our contact form or sign up for our newsletter. The contact form records:",
      ],
      list: [
        "Your full name",
        "Your work email address",
        "Your company name",
        "Your project description",
        "A product link or ASIN, if you choose to give one",
        "Your preferred contact method, if you choose to give one",
        "The service you asked about, when you contact us from a specific service",
        "The date and time of your submission",
        "Where your visit began: the first page you opened on this site and the page you sent the form from",
        "The website that linked you here, if any, by its address only, never the part after the “?”, which can carry personal details",
        "The campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content), and whether it carried an ad click identifier (gclid, fbclid or msclkid), but never the identifier itself",
      ],
      closing: [
        "Your browser keeps where your visit began in this tab’s session storage, not in a cookie, from the first page you open until you close the tab. It reaches us only when you send the form. Without JavaScript we learn only the page you sent the form from and the campaign tags in its address.",
        "The newsletter sign-up records only your email address, the date and time you signed up and the page you signed up on. We use it only to send you the CEO's posts.",
        "Like any web server, ours receives your IP address and browser details when you load a page or send the form. We use them only to deliver the site and to block abusive or automated submissions; they are not added to your contact record.",
        "Visit counts. To learn how many people visit and which pages lead to an enquiry, each page you open tells us its address, the website that linked you here (its domain only) and the campaign tags in your link, and we note when the contact form is opened. This sets no cookie and stores nothing in your browser. To count a visitor once a day, we turn your IP address and browser details into a code with a random key that we replace every day (UTC) and delete when the day ends; we keep only daily totals per page and per source, never your IP address, your browser details or the code, so we cannot recognise you on another day or tell who you are. Automated visitors, prefetches and our administrators are not counted, and the totals are deleted after 25 months.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Your Information",
      paragraphs: [
        "We use your submission for two purposes: to answer your enquiry and to prepare a proposal that fits your brand, your channels and your goals. In practice, that means:",
      ],
      list: [
        "Replying to you by email or by the contact method you prefer",
        "Reviewing the product link or ASIN you share to assess your listings and channels",
        "Preparing a proposal, scope and pricing for the services you asked about",
        "Keeping a record of the conversation so that whoever on our team picks it up has the full context",
        "Learning which of our pages, campaigns and partners bring enquiries, so we spend our marketing where it helps businesses find us",
      ],
      closing: [
        "We do not use it for automated decision-making or profiling, we never combine where your visit began with information from other websites, and we do not add you to a mailing list unless you ask to join one.",
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal Bases for Processing",
      paragraphs: ["Where data protection laws such as the GDPR apply, we rely on the following legal bases:"],
      list: [
        "Steps before a contract: answering your enquiry and preparing the proposal you asked for",
        "Legitimate interests: keeping a record of business enquiries, knowing which pages and campaigns bring them, and protecting the form from abuse, balanced against your rights",
        "Legal obligation: keeping or disclosing information when the law requires it",
        "Consent: for anything optional we ask your permission for, which you can withdraw at any time",
      ],
    },
    {
      id: "data-retention",
      heading: "How Long We Keep Your Information",
      paragraphs: [
        "We keep your contact submission for 24 months after our last contact with you, then delete it.",
        "If you become a client, the details needed for the engagement move to our client records and are kept for the length of the contract and any period the law requires. You can ask us to delete your submission sooner at any time.",
        "With your submission we keep where our reply stands (for example, contacted), who on our team last changed it and when, and any short internal note; they are deleted with it.",
        "A message our spam filter catches is kept apart, never forwarded, for 30 days so that we can recover it if it was genuine, and then deleted automatically.",
        "We keep a newsletter sign-up until you ask us to remove it; removing it stops the posts.",
        "You can ask for a copy of every submission and the newsletter sign-up we hold under your email address, or for all of them to be deleted, through the contact details below.",
      ],
    },
    {
      id: "sharing-and-disclosure",
      heading: "How We Share Information",
      paragraphs: [
        "We do not sell or rent your personal information, and we do not share it for cross-context behavioral advertising. We share it only with:",
      ],
      list: [
        "Service providers acting as our processors, such as our hosting and email providers, under contracts that limit them to providing their service to us",
        "Professional advisers, such as lawyers and auditors, who are bound by confidentiality",
        "Public authorities, when the law requires it or to protect the rights and safety of others",
        "A new owner of our business, as described under Business Transfers",
      ],
    },
    {
      id: "data-security",
      heading: "How We Protect Your Information",
      paragraphs: [
        "Traffic between your browser and this site is encrypted in transit with TLS 1.3, and stored submissions are encrypted at rest with AES-256.",
        "Only authorized staff who sign in with a verified company account can view submissions, and their sessions expire and are revoked when they sign out.",
        "Our security program maintains SOC 2 Type II, GDPR and CCPA compliance. No system is perfectly secure, so we review our safeguards regularly and will notify you as the law requires if a breach affects your information.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights and Choices",
      paragraphs: ["Depending on where you live, including under the GDPR and the CCPA, you have the right to:"],
      list: [
        "Know what personal information we hold about you and receive a copy of it",
        "Have inaccurate information corrected",
        "Have your information deleted",
        "Object to or restrict how we use your information",
        "Receive your information in a portable format",
        "Withdraw consent you have given, without affecting earlier processing",
        "Exercise these rights without being treated differently for doing so",
      ],
      closing: [
        `To make a request, email ${privacyEmail} from the address you used in the form, or tell us how we can verify that the request comes from you. When you ask for deletion, we erase your submission within 30 days and confirm once it is done.`,
        "You may also complain to your local data protection authority, though we would welcome the chance to resolve your concern first.",
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children’s Privacy",
      paragraphs: [
        "This site and our services are intended for businesses. We do not knowingly collect personal information from children under 13.",
        `If you believe a child has sent us information, contact ${privacyEmail} and we will delete it.`,
      ],
    },
    {
      id: "business-transfers",
      heading: "Business Transfers",
      paragraphs: [
        "If Vantora is involved in a merger, acquisition or sale of all or part of its assets, contact submissions may pass to the new owner, who must continue to protect them as this policy describes.",
        "We will announce any change of ownership with a notice posted on this site for 30 days, explaining what changes and the choices you have.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "The public site sets no analytics, advertising or tracking cookies. Our Cookie Policy describes the single strictly necessary cookie used while an administrator signs in, and the session storage entry that remembers where your visit began.",
      ],
    },
    {
      id: "grievance-officer",
      heading: "Grievance Officer",
      paragraphs: [
        "If you have a concern or complaint about how we handle your personal information, contact our Grievance Officer:",
      ],
      list: [
        `${grievanceOfficer.name}, ${grievanceOfficer.title}`,
        `Email: ${grievanceOfficer.email}`,
        `Phone: ${grievanceOfficer.phone}`,
        `Address: ${address}`,
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to This Policy",
      paragraphs: [
        "We update this policy when our practices or the law change. The date at the top of this page shows the latest revision, and significant changes will be highlighted here when they take effect.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      paragraphs: [
        `Questions about this policy or your information? Email ${privacyEmail} or write to us at ${address}.`,
      ],
    },
  ],
} as const satisfies LegalPolicy;

export const cookiePolicy = {
  title: "Cookie Policy",
  lastUpdated: "June 15th, 2024",
  intro:
    "This policy explains what cookies are, the one cookie this site sets and how you can control cookies in your browser. It works alongside our Privacy Policy.",
  sections: [
    {
      id: "what-are-cookies",
      heading: "What Are Cookies",
      paragraphs: [
        "Cookies are small text files that a website asks your browser to store and send back with later requests. They can remember a setting, keep a sign-in secure or, on many sites, follow you across pages and other websites.",
        "Cookies set by the site you are visiting are first-party cookies; cookies set by other domains are third-party cookies.",
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies We Use",
      paragraphs: [
        "This site sets exactly one cookie, and only while an administrator signs in.",
        "The public site sets no analytics, advertising or tracking cookies and keeps no visitor session. Reading our pages or sending the contact form places no cookie on your device.",
        "To tell us where an enquiry came from, our pages keep one entry, vantora.attribution, in your browser’s session storage: the first page you opened, the website that linked you here (its address only) and any campaign tags in that link. It is not a cookie: your browser never sends it with a request, it disappears when you close the tab, and it reaches us only if you send the contact form.",
      ],
      cookies: [
        {
          name: "__vantora_oauth",
          purpose:
            "Set only during admin sign-in to carry the OAuth state and PKCE verifier, so the sign-in response can be matched to the request that started it. It is HttpOnly, so page scripts cannot read it.",
          duration: "10 minutes, or until sign-in completes",
          type: "Strictly necessary",
        },
      ],
    },
    {
      id: "accepting-cookies",
      heading: "Accepting Cookies",
      paragraphs: [
        "Cookies must be accepted to use the product. The cookie listed above is strictly necessary: if your browser blocks it, admin sign-in cannot complete.",
        "Because the public pages set no cookies, blocking cookies does not stop you from reading this site or contacting us.",
      ],
    },
    {
      id: "third-party-cookies",
      heading: "Third-Party Cookies",
      paragraphs: [
        "Our pages load no third-party scripts, fonts, ads or social widgets, so no other company can set cookies through them.",
        "When an administrator signs in, Google’s sign-in pages may set their own cookies on Google’s domain. Those cookies are governed by Google’s policies, not this one.",
      ],
    },
    {
      id: "do-not-track",
      heading: "Do Not Track",
      paragraphs: [
        "This site ignores Do Not Track signals: it behaves the same whether or not your browser sends one.",
        "The public site does not track visitors in the first place: it follows no one across websites and builds no profiles, so there is no tracking for the signal to switch off.",
      ],
    },
    {
      id: "controlling-cookies",
      heading: "How to Control Cookies",
      paragraphs: [
        "You can view, block and delete cookies in your browser’s privacy or security settings. Most browsers, including Chrome, Firefox, Safari and Edge, let you:",
      ],
      list: [
        "See which cookies are stored and delete them one by one or all at once",
        "Block third-party cookies, or all cookies",
        "Block or allow cookies for particular sites",
        "Clear cookies automatically when you close the browser",
        "Browse in a private window, which discards its cookies when it closes",
      ],
      closing: ["Blocking or deleting cookies has no effect on the public site; it only prevents admin sign-in."],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to This Policy",
      paragraphs: [
        "If we ever set a new cookie, we will add it to the table above and update the date at the top of this page before it goes live.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      paragraphs: [`Questions about cookies or this policy? Email ${privacyEmail} or write to us at ${address}.`],
    },
  ],
} as const satisfies LegalPolicy;

export const legalClosing = {
  heading: "Questions About This Policy?",
  text: "Ask us anything about how we handle your data, or about working with Vantora.",
  cta: "Contact Us",
  service: "Policy question",
} as const satisfies ClosingCopy;
