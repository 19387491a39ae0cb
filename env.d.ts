/// <reference types="@remix-run/dev" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />
