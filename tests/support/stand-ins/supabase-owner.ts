import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign as signWith, verify } from "node:crypto";
import type { ServerResponse } from "node:http";
import { generateTOTP, verifyTOTP } from "@epic-web/totp";
import { sendJson, sendPage, startStandIn, type RecordedRequest, type StandIn } from "./stand-in";

/**
 * Answers like Supabase for what the owner's area sends, on 127.0.0.1: Auth (GoTrue) at /auth/v1
 * — signup, token (password and refresh_token grants), user, logout, verify (an emailed token
 * hash), factors enroll / challenge / verify / unenroll, the admin API's users and factors (with
 * the service-role key) — and PostgREST at /rest/v1/leads, with the
 * leads chart's function at /rest/v1/rpc/lead_counts_since. Access tokens are HS256 JWTs with aal
 * and amr claims, so supabase-js's getClaims() asks /user, as it does with a project's symmetric
 * key. Codes are real TOTP codes of the enrolled secret. Every request is kept in `requests`.
 */

export const ANON_KEY = "anon-key-for-owner-tests";
/** The service-role key: only Auth's admin API (/auth/v1/admin/…) takes it. */
export const SERVICE_ROLE_KEY = "service-role-key-for-owner-tests";
const JWT_SECRET = "stand-in-jwt-secret-at-least-32-characters";
const API_VERSION = "2024-01-01";

export interface StandInFactor {
  id: string;
  friendly_name: string;
  factor_type: "totp";
  status: "verified" | "unverified";
  secret: string;
  created_at: string;
  updated_at: string;
}

export interface StandInUser {
  id: string;
  email: string;
  password: string;
  confirmed: boolean;
  factors: StandInFactor[];
}

interface StandInSession {
  id: string;
  userId: string;
  aal: "aal1" | "aal2";
  amr: Array<{ method: string; timestamp: number }>;
  refreshToken: string;
  ended: boolean;
}

export interface SupabaseOwnerStandIn extends StandIn {
  users: StandInUser[];
  /** The lead rows /rest/v1/leads answers with (to a token at aal2; RLS gives others none). */
  leads: Record<string, unknown>[];
  /** Sign-up confirmation: "auto" signs in at once; "email" answers with no session and keeps a token hash. */
  confirmBy(mode: "auto" | "email"): void;
  /** Token hashes of the confirmation emails, by address. */
  tokenHashes: Map<string, string>;
  /** Auth requests answer with this status (500 by default) until reset to null. */
  failAuthWith(status: number | null): void;
  /** How access tokens are signed: HS256 (supabase-js asks /user) or ES256 (it verifies with the JWKS). */
  signWith(algorithm: "HS256" | "ES256"): void;
  /** PostgREST requests answer with this status until reset to null. */
  failRestWith(status: number | null): void;
  /** Auth requests get no answer at all until reset (the client's timeout must end them). */
  hangAuth(hang: boolean): void;
  /** Requests to one path (e.g. "/auth/v1/logout"), for asserting what the site sent. */
  sent(path: string, method?: string): RecordedRequest[];
  /** The claims of a bearer token this stand-in issued. */
  claimsOf(authorization: string | undefined): Record<string, unknown> | null;
  reset(): void;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

/** A project's asymmetric signing key (what new Supabase projects use): supabase-js verifies it locally. */
const ES256_KEYS = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ES256_KID = "stand-in-es256-key";

/** Signs with the project's symmetric JWT secret (HS256) or its asymmetric key (ES256, with a kid). */
function sign(claims: Record<string, unknown>, algorithm: "HS256" | "ES256"): string {
  const header = base64url(
    JSON.stringify(algorithm === "HS256" ? { alg: "HS256", typ: "JWT" } : { alg: "ES256", typ: "JWT", kid: ES256_KID }),
  );
  const payload = base64url(JSON.stringify(claims));
  const input = `${header}.${payload}`;
  const signature =
    algorithm === "HS256"
      ? createHmac("sha256", JWT_SECRET).update(input).digest("base64url")
      : signWith("sha256", Buffer.from(input), { key: ES256_KEYS.privateKey, dsaEncoding: "ieee-p1363" }).toString(
          "base64url",
        );
  return `${input}.${signature}`;
}

function verifyJwt(token: string): Record<string, unknown> | null {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return null;
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: string };
  const input = `${header}.${payload}`;
  const valid =
    alg === "HS256"
      ? createHmac("sha256", JWT_SECRET).update(input).digest("base64url") === signature
      : alg === "ES256" &&
        verify(
          "sha256",
          Buffer.from(input),
          { key: ES256_KEYS.publicKey, dsaEncoding: "ieee-p1363" },
          Buffer.from(signature, "base64url"),
        );
  if (!valid) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) return null;
  return claims;
}

/** GoTrue's error body (API version 2024-01-01: `code` is the error code). */
function authError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { "Content-Type": "application/json", "X-Supabase-Api-Version": API_VERSION });
  response.end(JSON.stringify({ code, message }));
}

function authJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json", "X-Supabase-Api-Version": API_VERSION });
  response.end(JSON.stringify(body));
}

function publicFactor({ secret: _secret, ...factor }: StandInFactor) {
  return factor;
}

function publicUser(user: StandInUser) {
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.confirmed ? "2026-01-01T00:00:00Z" : null,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    factors: user.factors.map(publicFactor),
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
}

/** A tiny QR-like SVG: what GoTrue sends is raw SVG markup (supabase-js adds the data: prefix). */
function qrSvg(uri: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${uri.length}</title><rect width="10" height="10" fill="#000"/></svg>`;
}

export async function startSupabaseOwnerStandIn(): Promise<SupabaseOwnerStandIn> {
  const users: StandInUser[] = [];
  const sessions: StandInSession[] = [];
  const challenges = new Map<string, { factorId: string; used: boolean }>();
  const tokenHashes = new Map<string, string>();
  const usedRefreshTokens = new Map<string, { sessionId: string; at: number }>();
  const leads: Record<string, unknown>[] = [];
  let failure: number | null = null;
  let restFailure: number | null = null;
  let algorithm: "HS256" | "ES256" = "HS256";
  let hanging = false;
  const held: ServerResponse[] = [];

  function issue(session: StandInSession, user: StandInUser) {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = sign(
      {
        sub: user.id,
        email: user.email,
        aud: "authenticated",
        role: "authenticated",
        aal: session.aal,
        amr: session.amr,
        session_id: session.id,
        iat: now,
        exp: now + 3600,
        is_anonymous: false,
      },
      algorithm,
    );
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: session.refreshToken,
      user: publicUser(user),
    };
  }

  function newSession(user: StandInUser, method: string): StandInSession {
    const session: StandInSession = {
      id: randomUUID(),
      userId: user.id,
      aal: "aal1",
      amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
      refreshToken: randomBytes(12).toString("hex"),
      ended: false,
    };
    sessions.push(session);
    return session;
  }

  /** The session and user behind a request's bearer token, or null (answered already). */
  function authenticated(request: RecordedRequest, response: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const claims = verifyJwt(token);
    if (!claims) {
      authError(response, 401, "bad_jwt", "invalid JWT: unable to parse or verify signature");
      return null;
    }
    const session = sessions.find((s) => s.id === claims.session_id);
    const user = users.find((u) => u.id === claims.sub);
    if (!session || session.ended || !user) {
      authError(response, 403, "session_not_found", "Session from session_id claim in JWT does not exist");
      return null;
    }
    return { session, user, claims };
  }

  /** Auth's admin API, as the service role: list, create and update users; list and delete factors. */
  function admin(request: RecordedRequest, response: ServerResponse, path: string): void {
    if (request.headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`) {
      return authError(response, 403, "not_admin", "User not allowed");
    }
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === "GET" && path === "/admin/users") {
      return authJson(response, 200, { aud: "authenticated", users: users.map(publicUser) });
    }
    if (request.method === "POST" && path === "/admin/users") {
      const email = String(body.email ?? "").toLowerCase();
      if (users.some((u) => u.email === email)) return authError(response, 422, "email_exists", "Email exists");
      const user: StandInUser = {
        id: randomUUID(),
        email,
        password: String(body.password ?? ""),
        confirmed: body.email_confirm === true,
        factors: [],
      };
      users.push(user);
      return authJson(response, 200, publicUser(user));
    }
    const match = /^\/admin\/users\/([^/]+)(\/factors(?:\/([^/]+))?)?$/.exec(path);
    const user = users.find((u) => u.id === match?.[1]);
    if (!match || !user) return authError(response, 404, "user_not_found", "User not found");
    if (request.method === "PUT" && !match[2]) {
      if (typeof body.password === "string") user.password = body.password;
      if (body.email_confirm === true) user.confirmed = true;
      return authJson(response, 200, publicUser(user));
    }
    if (request.method === "GET" && match[2] && !match[3])
      return authJson(response, 200, user.factors.map(publicFactor));
    const factor = user.factors.find((f) => f.id === match[3]);
    if (request.method === "DELETE" && factor) {
      user.factors = user.factors.filter((f) => f !== factor);
      return authJson(response, 200, { id: factor.id });
    }
    return authError(response, 404, "not_found", "Not found");
  }

  function auth(request: RecordedRequest, response: ServerResponse): void {
    if (request.headers.apikey === SERVICE_ROLE_KEY && request.path.startsWith("/auth/v1/admin/")) {
      return admin(request, response, request.path.slice("/auth/v1".length));
    }
    if (request.headers.apikey !== ANON_KEY) return authError(response, 401, "no_api_key", "Invalid API key");
    const path = request.path.slice("/auth/v1".length);
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};

    if (request.method === "POST" && path === "/signup") {
      const email = String(body.email ?? "").toLowerCase();
      const existing = users.find((u) => u.email === email);
      if (existing) {
        // Confirming by email, GoTrue answers an existing address like a new one (a stand-in user,
        // no email); confirming itself, it says the user exists.
        if (confirmation === "email")
          return authJson(response, 200, { ...publicUser(existing), id: randomUUID(), identities: [] });
        return authError(response, 422, "user_already_exists", "User already registered");
      }
      const user: StandInUser = {
        id: randomUUID(),
        email,
        password: String(body.password ?? ""),
        confirmed: confirmation === "auto",
        factors: [],
      };
      users.push(user);
      if (confirmation === "email") {
        tokenHashes.set(email, randomBytes(16).toString("hex"));
        return authJson(response, 200, publicUser(user));
      }
      return authJson(response, 200, issue(newSession(user, "password"), user));
    }

    if (request.method === "POST" && path === "/token") {
      const grant = request.query.get("grant_type");
      if (grant === "password") {
        const user = users.find((u) => u.email === String(body.email ?? "").toLowerCase());
        if (!user || user.password !== body.password)
          return authError(response, 400, "invalid_credentials", "Invalid login credentials");
        if (!user.confirmed) return authError(response, 400, "email_not_confirmed", "Email not confirmed");
        return authJson(response, 200, issue(newSession(user, "password"), user));
      }
      if (grant === "refresh_token") {
        const token = String(body.refresh_token);
        const session = sessions.find((s) => s.refreshToken === token && !s.ended);
        const user = users.find((u) => u.id === session?.userId);
        if (session && user) {
          // Rotation: the old token is kept as used, the session gets a new one.
          usedRefreshTokens.set(token, { sessionId: session.id, at: Date.now() });
          session.refreshToken = randomBytes(12).toString("hex");
          return authJson(response, 200, issue(session, user));
        }
        // GoTrue's reuse interval (10 s): a token used a moment ago (a parallel request) gets the
        // session's current tokens; later, reuse revokes the session.
        const used = usedRefreshTokens.get(token);
        const reused = used && sessions.find((s) => s.id === used.sessionId && !s.ended);
        const reusedUser = users.find((u) => u.id === reused?.userId);
        if (used && reused && reusedUser && Date.now() - used.at < 10_000)
          return authJson(response, 200, issue(reused, reusedUser));
        if (reused) reused.ended = true;
        return authError(response, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      }
      return authError(response, 400, "validation_failed", `unsupported grant_type ${grant}`);
    }

    if (request.method === "POST" && path === "/verify") {
      const email = [...tokenHashes].find(([, hash]) => hash === body.token_hash)?.[0];
      const user = users.find((u) => u.email === email);
      if (!user) return authError(response, 403, "otp_expired", "Email link is invalid or has expired");
      tokenHashes.delete(user.email);
      user.confirmed = true;
      return authJson(response, 200, issue(newSession(user, "otp"), user));
    }

    if (request.method === "GET" && path === "/.well-known/jwks.json") {
      const jwk = ES256_KEYS.publicKey.export({ format: "jwk" });
      return authJson(response, 200, {
        keys: [{ ...jwk, kid: ES256_KID, alg: "ES256", use: "sig", key_ops: ["verify"] }],
      });
    }

    const current = authenticated(request, response);
    if (!current) return;
    const { session, user } = current;

    if (request.method === "GET" && path === "/user") return authJson(response, 200, publicUser(user));

    if (request.method === "POST" && path === "/logout") {
      // scope=local ends this session; global would end every session of the user.
      for (const s of sessions) {
        if (s.id === session.id || (request.query.get("scope") === "global" && s.userId === user.id)) s.ended = true;
      }
      response.writeHead(204).end();
      return;
    }

    if (request.method === "POST" && path === "/factors") {
      const verified = user.factors.some((f) => f.status === "verified");
      if (verified && session.aal !== "aal2")
        return authError(response, 422, "insufficient_aal", "AAL2 required to enroll a new factor");
      if (user.factors.some((f) => f.friendly_name === body.friendly_name))
        return authError(response, 422, "mfa_factor_name_conflict", "A factor with this friendly name already exists");
      return void generateTOTP({ period: 30, digits: 6, algorithm: "SHA-1" }).then(({ secret }) => {
        const now = new Date().toISOString();
        const factor: StandInFactor = {
          id: randomUUID(),
          friendly_name: String(body.friendly_name),
          factor_type: "totp",
          status: "unverified",
          secret,
          created_at: now,
          updated_at: now,
        };
        user.factors.push(factor);
        const uri = `otpauth://totp/${encodeURIComponent(String(body.issuer))}:${encodeURIComponent(user.email)}?secret=${secret}&issuer=${encodeURIComponent(String(body.issuer))}`;
        authJson(response, 200, {
          id: factor.id,
          type: "totp",
          friendly_name: factor.friendly_name,
          totp: { qr_code: qrSvg(uri), secret, uri },
        });
      });
    }

    const factorPath = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
    const factor = factorPath ? user.factors.find((f) => f.id === factorPath[1]) : undefined;
    if (factorPath && !factor) return authError(response, 404, "mfa_factor_not_found", "Factor not found");

    if (factor && request.method === "POST" && factorPath?.[2] === "/challenge") {
      const id = randomUUID();
      challenges.set(id, { factorId: factor.id, used: false });
      return authJson(response, 200, { id, type: "totp", expires_at: Math.floor(Date.now() / 1000) + 300 });
    }

    if (factor && request.method === "POST" && factorPath?.[2] === "/verify") {
      const challenge = challenges.get(String(body.challenge_id));
      if (!challenge || challenge.used || challenge.factorId !== factor.id)
        return authError(response, 422, "mfa_challenge_expired", "Challenge not found or expired");
      challenge.used = true;
      return void verifyTOTP({
        otp: String(body.code),
        secret: factor.secret,
        period: 30,
        digits: 6,
        algorithm: "SHA-1",
        window: 1,
      }).then((result) => {
        if (!result) return authError(response, 422, "mfa_verification_failed", "Invalid TOTP code entered");
        factor.status = "verified";
        session.aal = "aal2";
        session.amr = [...session.amr, { method: "totp", timestamp: Math.floor(Date.now() / 1000) }];
        session.refreshToken = randomBytes(12).toString("hex");
        authJson(response, 200, issue(session, user));
      });
    }

    if (factor && request.method === "DELETE" && !factorPath?.[2]) {
      if (factor.status === "verified" && session.aal !== "aal2")
        return authError(response, 422, "insufficient_aal", "AAL2 required to unenroll verified factor");
      user.factors.splice(user.factors.indexOf(factor), 1);
      return authJson(response, 200, { id: factor.id });
    }

    authError(response, 404, "not_found", `stand-in does not answer ${request.method} ${request.path}`);
  }

  function rest(request: RecordedRequest, response: ServerResponse): void {
    if (request.headers.apikey !== ANON_KEY)
      return sendJson(response, 401, { code: "PGRST301", message: "No API key", details: null, hint: null });
    const chart = request.path === "/rest/v1/rpc/lead_counts_since";
    if (request.path !== "/rest/v1/leads" && !chart)
      return sendJson(response, 404, { code: "PGRST205", message: "no such table", details: null, hint: null });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const claims = token === ANON_KEY ? { role: "anon" } : verifyJwt(token);
    if (!claims)
      return sendJson(response, 401, { code: "PGRST301", message: "JWT invalid", details: null, hint: null });
    // Row-level security as the migration has it: only a signed-in owner at aal2 sees rows.
    const visible = claims.aal === "aal2" ? leads : [];
    if (chart) {
      // As the SQL function counts (…_owner_charts.sql): per UTC day and form, since a moment.
      const since = Date.parse((JSON.parse(request.body) as { since: string }).since);
      const counts = new Map<string, number>();
      for (const row of visible) {
        const at = Date.parse(String(row.created_at));
        if (at < since) continue;
        const key = `${new Date(at).toISOString().slice(0, 10)}|${String(row.form_source)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return sendJson(
        response,
        200,
        [...counts]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, count]) => {
            const [day, source] = key.split("|");
            return { day, form_source: source, leads: count };
          }),
      );
    }
    const id = request.query.get("id");
    const matching = id?.startsWith("eq.") ? visible.filter((row) => String(row.id) === id.slice(3)) : visible;
    if (request.method === "GET") return sendPage(response, matching, request.query, { count: true });
    if (request.method === "PATCH") {
      const changes = JSON.parse(request.body) as Record<string, unknown>;
      for (const row of matching) Object.assign(row, changes);
      return sendJson(
        response,
        200,
        matching.map((row) => ({ id: row.id })),
      );
    }
    sendJson(response, 405, { code: "PGRST000", message: `method ${request.method}`, details: null, hint: null });
  }

  let confirmation: "auto" | "email" = "auto";
  const standIn = await startStandIn((request, response) => {
    if (request.path.startsWith("/auth/v1/")) {
      if (hanging) {
        held.push(response);
        return;
      }
      if (failure !== null) return authError(response, failure, "unexpected_failure", "stand-in failure");
      return auth(request, response);
    }
    if (request.path.startsWith("/rest/v1/")) {
      if (restFailure !== null)
        return sendJson(response, restFailure, {
          code: "XX000",
          message: "stand-in failure",
          details: null,
          hint: null,
        });
      return rest(request, response);
    }
    sendJson(response, 404, { message: `stand-in does not answer ${request.path}` });
  });

  return Object.assign(standIn, {
    users,
    leads,
    tokenHashes,
    confirmBy(mode: "auto" | "email") {
      confirmation = mode;
    },
    failAuthWith(status: number | null) {
      failure = status;
    },
    signWith(value: "HS256" | "ES256") {
      algorithm = value;
    },
    failRestWith(status: number | null) {
      restFailure = status;
    },
    hangAuth(hang: boolean) {
      hanging = hang;
      if (!hang) for (const response of held.splice(0)) response.destroy();
    },
    sent(path: string, method?: string) {
      return standIn.requests.filter((r) => r.path === path && (!method || r.method === method));
    },
    claimsOf(authorization: string | undefined) {
      const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
      return token ? verifyJwt(token) : null;
    },
    reset() {
      users.length = 0;
      sessions.length = 0;
      leads.length = 0;
      challenges.clear();
      usedRefreshTokens.clear();
      tokenHashes.clear();
      standIn.requests.length = 0;
      failure = null;
      restFailure = null;
      algorithm = "HS256";
      confirmation = "auto";
      hanging = false;
      for (const response of held.splice(0)) response.destroy();
    },
  });
}
