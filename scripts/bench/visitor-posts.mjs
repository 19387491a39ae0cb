// A visitor's posts and the shop, for `npm run bench`: a lead form's post (the contact form, saved
// to a D1 in this process, answered 303), and the shop on the demo catalog: /store, a product and
// the cart page holding one line. In production the demo catalog never opens (without STORE_ID the
// shop says it opens soon), so the shop's rows run in the test environment, the demo shop's.
import { createInProcessD1 } from "./d1-in-process.mjs";

const form = (origin, fields, cookie = "") =>
  new Request(new URL(fields.path, origin), {
    method: "POST",
    body: new URLSearchParams(fields.body),
    headers: {
      Host: new URL(origin).host,
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

const hidden = (html, name) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

/** The items to time: the contact form's post, and the demo shop's /store, a product and the cart with a line in it. */
export async function visitorPosts(worker, { env, origin }) {
  const db = await createInProcessD1();
  const leadEnv = { ...env, LEADS_DB: db };
  const contact = {
    label: "POST /contact (a lead, 303)",
    env: leadEnv,
    setApartCpuMs: () => db.tally.sqliteCpuMs,
    // A new submission id each time: a repeated one is the same post sent twice.
    request: () =>
      form(origin, {
        path: "/contact",
        body: {
          name: "Bench Visitor",
          email: "visitor@example.com",
          phone: "(555) 010-2000",
          subject: "A question about the bundles",
          message: "I would like to hear more about the bundles and the next live event.",
          submission_id: crypto.randomUUID(),
        },
      }),
  };
  const first = await worker.fetch(contact.request(), leadEnv);
  if (first.status !== 303) throw new Error(`bench: the contact form's post answered ${first.status}`);

  const shopEnv = { ...env, ENVIRONMENT: "test" };
  const page = (pathname) => ({
    label: `${pathname} (demo shop)`,
    env: shopEnv,
    request: () => new Request(new URL(pathname, origin)),
  });
  const productHtml = await (await worker.fetch(new Request(new URL("/product/demo-mug", origin)), shopEnv)).text();
  const added = await worker.fetch(
    form(origin, {
      path: "/cart",
      body: {
        intent: "add",
        productId: hidden(productHtml, "productId"),
        variantId: hidden(productHtml, "variantId"),
        quantity: "1",
      },
    }),
    shopEnv,
  );
  const cookie = added.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`bench: adding to the cart answered ${added.status} without a cookie`);
  const cart = {
    label: "/cart (one line, demo shop)",
    env: shopEnv,
    request: () => new Request(new URL("/cart", origin), { headers: { Cookie: cookie } }),
  };
  return [contact, page("/store"), page("/product/demo-mug"), cart];
}
