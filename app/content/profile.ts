/**
 * The business in one place: who runs the site, how to reach them, their licence and the words
 * clients said about them. Every page reads these values (the header brand stays the OWNER_NAME
 * var). Plain typed data: nothing here imports anything.
 *
 * Pages never read this file: they read app/lib/site-profile.ts, which lays her saved values
 * (/owner/site/profile) over these and, in production, leaves out each sample block she did not
 * confirm. The values that ship are designed demo values. Replace each before launch; `npm run preflight`
 * lists the ones still at their defaults. Reserved example values (example.com addresses,
 * 555-01xx numbers) are used so no stranger gets the site's mail or calls.
 *
 * Images the owner supplies go in public/images/profile/:
 * - headshot: a portrait photo, 800 × 1000 px (4:5), JPEG or WebP under 200 KB;
 * - testimonial photos: square, 160 × 160 px, under 30 KB.
 */

export interface ProfileImage {
  /** A path under public/, e.g. "/images/profile/headshot.jpg". */
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
}

export interface RealEstateLicence {
  /** e.g. "Florida Real Estate Sales Associate". */
  title: string;
  /** The licence number as the state's register shows it. */
  number: string;
  /** Two-letter state code. */
  state: string;
}

export interface Brokerage {
  name: string;
  address: string;
  phone: string;
}

export interface ContactPoint {
  title: string;
  text: string;
  email: string;
  phone: string;
  hours: string;
}

export interface OfficeAddress {
  city: string;
  region: string;
  country: string;
  /** Street and postal code; empty when the office takes visits by appointment only. */
  street: string;
  focus: string;
  /** When it takes visits, e.g. "Tuesday to Thursday, 10 AM to 4 PM"; empty: not said. */
  hours: string;
}

export interface FocusArea {
  title: string;
  text: string;
}

export type SocialNetwork = "facebook" | "instagram" | "youtube" | "tiktok";

export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  /** The owner's own profile page, e.g. https://www.instagram.com/yourhandle. */
  url: string;
}

export interface ProfileTestimonial {
  /** As the client agreed to be quoted, e.g. "Tanya R." */
  name: string;
  /** What they did, e.g. "First-time homeowner, Orlando". */
  context: string;
  quote: string;
  stars: 1 | 2 | 3 | 4 | 5;
  /** A photo the client agreed to share; without one a monogram is drawn. */
  photo?: ProfileImage;
}

export interface SiteProfile {
  /** The person behind the business. */
  person: {
    name: string;
    /** One line under the name, e.g. "Wealth coach & licensed real-estate agent". */
    role: string;
    headshot: ProfileImage;
    /** Two or three sentences in the third person. */
    shortBio: string;
    /** Her whole story, one paragraph each (the /about page; the first is shown bold). */
    story: readonly string[];
    /** What she helps with (the /about page's cards). */
    focusAreas: readonly FocusArea[];
    credentials: readonly string[];
  };
  /** The business as it appears on receipts, the terms and the privacy policy. */
  business: {
    legalName: string;
    /** The address for legal notices and the privacy policy. */
    mailingAddress: string;
    /** The US state whose law governs the terms. */
    governingState: string;
  };
  realEstate: {
    licences: readonly RealEstateLicence[];
    brokerage: Brokerage;
  };
  support: ContactPoint;
  realEstateContact: ContactPoint;
  offices: readonly OfficeAddress[];
  social: readonly SocialProfile[];
  testimonials: readonly ProfileTestimonial[];
  /** When the privacy policy and terms were last reviewed (YYYY-MM-DD). */
  legalReviewed: string;
}

/** The illustrated portrait that ships; the go-live check reports it until a photo replaces it. */
export const DEFAULT_HEADSHOT_SRC = "/images/profile/portrait-placeholder.svg";
/** The demo name that ships; reported by the go-live check. */
export const DEFAULT_PERSON_NAME = "Grace Adeyemi";

export const siteProfile: SiteProfile = {
  person: {
    name: DEFAULT_PERSON_NAME,
    role: "Wealth coach & licensed real-estate agent",
    headshot: {
      src: DEFAULT_HEADSHOT_SRC,
      alt: "Illustrated portrait of Grace Adeyemi, smiling, in a navy blazer",
      width: 800,
      height: 1000,
    },
    shortBio:
      "Grace Adeyemi is a money coach, real-estate agent and property manager who went from rebuilt credit to owning rentals in two countries. She has helped hundreds of families and first-time founders fix their credit, fund their businesses and buy their first homes.",
    story: [
      "My own journey started with rebuilt credit, a rented apartment and a conviction that God had more for my family than living paycheck to paycheck. Step by step I learned how credit really works, how to qualify for a home, how to register and fund a business, and how to let property work for me.",
      "Today I coach clients, help buyers and sellers through real-estate transactions, and manage rental properties for owners who want their investments cared for. Everything I teach comes from doing the work myself and walking alongside people who are doing it too.",
      "I believe stewardship is spiritual. Good credit, a healthy business and a paid-for home are not the goal in themselves: they are tools to bless your family, your church and your community for generations.",
    ],
    focusAreas: [
      {
        title: "Homeownership",
        text: "From repairing credit and finding down payment assistance to closing day, I help renters become homeowners with a clear 90-day plan.",
      },
      {
        title: "Business Launch & Growth",
        text: "Register your business the right way, build business credit, secure funding and market with modern tools, including AI.",
      },
      {
        title: "Investment Growth",
        text: "Learn to evaluate deals, buy your first rental and manage it well, so your money keeps working long after you do.",
      },
    ],
    credentials: [
      "Licensed real-estate sales associate in Florida and Georgia",
      "Certified credit counselor",
      "12 years of coaching families and founders",
    ],
  },
  business: {
    legalName: "Faith & Wealth Coaching LLC",
    mailingAddress: "100 Example Avenue, Suite 200, Orlando, FL 32801, United States",
    governingState: "Florida",
  },
  realEstate: {
    licences: [
      { title: "Florida Real Estate Sales Associate", number: "SL0000000", state: "FL" },
      { title: "Georgia Real Estate Salesperson", number: "000000", state: "GA" },
    ],
    brokerage: {
      name: "Example Realty Group",
      address: "200 Example Boulevard, Orlando, FL 32801",
      phone: "(407) 555-0100",
    },
  },
  support: {
    title: "Online products support",
    text: "Help with downloads, access to a course or accelerator, billing and refunds.",
    email: "support@example.com",
    phone: "(407) 555-0142",
    hours: "Monday to Friday, 9 AM to 5 PM EST",
  },
  realEstateContact: {
    title: "Real-estate sales",
    text: "Buying a home, selling a home, free home valuations and property management.",
    email: "homes@example.com",
    phone: "(404) 555-0178",
    hours: "Monday to Saturday, 9 AM to 7 PM EST",
  },
  offices: [
    {
      city: "Orlando",
      region: "FL",
      country: "United States",
      street: "100 Example Avenue, Suite 200, Orlando, FL 32801",
      focus: "Real-estate sales, property management and coaching across Central Florida.",
      hours: "",
    },
    {
      city: "Atlanta",
      region: "GA",
      country: "United States",
      street: "300 Example Street NW, Atlanta, GA 30303",
      focus: "Buyer and seller services and business coaching in Metro Atlanta.",
      hours: "",
    },
    {
      city: "Akure",
      region: "Ondo State",
      country: "Nigeria",
      street: "",
      focus: "Coaching and investment guidance for clients in Nigeria and the diaspora, by appointment.",
      hours: "",
    },
  ],
  social: [
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/" },
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/" },
    { network: "youtube", label: "YouTube", url: "https://www.youtube.com/" },
    { network: "tiktok", label: "TikTok", url: "https://www.tiktok.com/" },
  ],
  testimonials: [
    {
      name: "Tanya R.",
      context: "First-time homeowner, Orlando",
      quote:
        "Grace walked us from a 580 credit score to closing day in eleven months. She answered every question and never made us feel behind.",
      stars: 5,
    },
    {
      name: "Marcus D.",
      context: "Founder, Atlanta",
      quote:
        "I registered my LLC, opened business credit and landed my first funding in one quarter. The checklists alone were worth it.",
      stars: 5,
    },
    {
      name: "Funmi A.",
      context: "Landlord, two rentals",
      quote: "My units stay filled and the monthly statements are clear. I finally have weekends back.",
      stars: 5,
    },
  ],
  legalReviewed: "2026-11-25",
};
