// The owner's pages as the owner sees them, for `npm run bench`: a D1 in this process (migrated,
// with leads and orders in it), an owner signed up and enrolled with an authenticator app through
// the real pipeline, and the session cookie that reaches the second level (aal2).
import { readFileSync } from "node:fs";
import { generateTOTP } from "@epic-web/totp";
import { createInProcessD1 } from "./d1-in-process.mjs";

/**
 * The tests' owner (tests/support/fixtures/owner.json): her address and password, and the setup
 * secret the first sign-up presents, as the owner does in production.
 */
const {
  address: OWNER,
  password: PASSWORD,
  setupSecret: SETUP_SECRET,
} = JSON.parse(readFileSync(new URL("../../tests/support/fixtures/owner.json", import.meta.url), "utf8"));
const LEADS = 60;
const ORDERS = 40;
const FORMS = ["Footer Email Intake", "Buyer Inquiry", "Seller Inquiry", "Contact Page", "Money Moves Live Landing"];

/** The owner's session cookies from an answer's Set-Cookie headers, added to those held. */
function keepCookies(response, held) {
  const cookies = new Map(
    held
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  );
  for (const line of response.headers.getSetCookie()) {
    const [name, value] = line.split(";")[0].split(/=(.*)/s);
    if (value) cookies.set(name, value);
    else cookies.delete(name);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

const hidden = (html, name) =>
  (new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'");

async function seed(db) {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  for (let i = 0; i < LEADS; i++) {
    await db
      .prepare(
        "INSERT INTO leads (created_at, name, email, phone, message, form_source, submission_id, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
      )
      .bind(
        new Date(now - (i * day) / 3).toISOString(),
        `Visitor ${i}`,
        `visitor${i}@example.com`,
        "(555) 010-2000",
        "I would like to hear more about the bundles and the next live event.",
        FORMS[i % FORMS.length],
        `bench${i}`,
        ["new", "contacted", "closed"][i % 3],
      )
      .run();
  }
  for (let i = 0; i < ORDERS; i++) {
    await db
      .prepare(
        "INSERT INTO orders (created_at, paid_at, session_id, offer, mode, buyer_email, buyer_name, amount_total, currency, status, download_token) VALUES (?1, ?1, ?2, ?3, 'payment', ?4, ?5, 15997, 'usd', 'paid', ?6)",
      )
      .bind(
        new Date(now - (i * day) / 2).toISOString(),
        `cs_bench_${i}`,
        "funding-bundle",
        `buyer${i}@example.com`,
        `Buyer ${i}`,
        `bench-download-token-${String(i).padStart(22, "0")}`,
      )
      .run();
  }
}

/**
 * A signed-in owner's pages through `worker` (the pipeline): the pages to time, each with the
 * bindings and cookie it needs.
 */
export async function ownerPages(worker, { env, origin }) {
  const db = await createInProcessD1();
  const ownerEnv = {
    ...env,
    LEADS_DB: db,
    OWNER_EMAILS: OWNER,
    OWNER_SETUP_SECRET: SETUP_SECRET,
    PASSWORD_HASH_ITERATIONS: "10000",
  };
  const context = { waitUntil() {}, passThroughOnException() {} };
  let cookies = "";
  const send = async (pathname, fields) => {
    const headers = { Cookie: cookies, Host: new URL(origin).host };
    const init = fields
      ? {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { ...headers, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        }
      : { headers };
    const response = await worker.fetch(new Request(new URL(pathname, origin), init), ownerEnv, context);
    cookies = keepCookies(response, cookies);
    return response;
  };
  const expect = (response, status, step) => {
    if (response.status !== status) throw new Error(`owner bench: ${step} answered ${response.status}`);
  };
  await seed(db);
  expect(
    await send("/owner/sign-up", { intent: "sign-up", email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET }),
    303,
    "sign-up",
  );
  const enrol = await send("/owner/security", { intent: "enrol", friendlyName: "My phone" });
  expect(enrol, 200, "enrol");
  const html = await enrol.text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(html)?.[1];
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  const verified = await send("/owner/security", {
    intent: "verify-new",
    factorId: hidden(html, "factorId"),
    friendlyName: hidden(html, "friendlyName"),
    secret: hidden(html, "secret"),
    uri: hidden(html, "uri"),
    code: otp,
  });
  expect(verified, 303, "verify");
  // The page it leads to shows the toast once and clears its cookie, as the owner's browser does.
  expect(await send(verified.headers.get("Location")), 200, "the page after verifying");
  const signedIn = { env: ownerEnv, headers: { Cookie: cookies }, setApartCpuMs: () => db.tally.sqliteCpuMs };
  return [
    "/owner",
    "/owner?source=Contact+Page",
    "/owner/leads/1",
    "/owner/orders",
    "/owner/orders?status=paid&page=2",
    "/owner/orders/1",
    "/owner/security",
  ].map((pathname) => ({ path: pathname, label: `${pathname} (signed in)`, ...signedIn }));
}
