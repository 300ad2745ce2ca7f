import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE, type ServiceName } from '../define';
import { PRODUCT, SERVICE_PATHS } from '../services';
import { ErrorEnvelope, Envelope } from './common';
import type { ContractEntry } from './contract';
import { CONTRACT } from './index';

/**
 * The OpenAPI 3.1 document of the contract, generated from the same schemas that type the client and validate
 * the demo server's requests. The demo server serves it at /openapi.json.
 */

const SERVICE_TEXT: Record<ServiceName, string> = {
  main: 'The main API: accounts, home menu, notices, app version, GS001P, salary, account binding.',
  bpm: 'Java gateway, bpm path: approval flows of the SAP forms.',
  srm: `Java gateway, {product}-srm path (product \`${PRODUCT}\`): supplier management.`,
  qmsBpm: 'QMS gateway, bpm path: quality sign flows.',
  qms: 'QMS gateway, qmsv2-web path: quality abnormality forms.',
  bid: 'The bid API: configured (SPEC 7), but the client calls no endpoint on it (docs/DECISIONS.md).',
};

/** Codes every endpoint may answer (SPEC 8; docs/API.md "Errors"). */
export const COMMON_CODES: Readonly<Record<number, string>> = {
  400: 'HTTP 400: the request does not match its schema; the message names the field',
  401: 'HTTP 401: token missing, unknown, expired or revoked (the client logs the user out)',
  404: 'HTTP 404: unknown path or record, or one the user may not see',
  500: 'HTTP 500: server error; a 500 whose body has code 100 means the session is gone and counts as 401',
  203: 'code 203 or Non_AuthoritativeInformation: shown with its own message',
};

const DESCRIPTION = `The contract between the E-Sign Workspace client and its backends. Every address is the API base address
plus a service base path (see the tags) plus the endpoint path.

**Envelope.** Every JSON answer is \`{ type, success, code, message, data }\`. A response is a success when \`type\`
equals \`success\` (any case) or \`success\` equals 1, or when its content type is not JSON (file downloads). Anything
else is a rejection and its message is shown; an error envelope carries \`data: null\`.

**Paging.** Lists take \`page\` (from 1) and \`pageSize\` (default ${PAGE_SIZE}) and answer \`{ rows, total, page, pageSize }\`.

**Tokens.** Every call except the public ones carries the token twice: \`Authorization: Bearer <token>\` and
\`X-Access-Token: <token>\`. When less than half of the access lifetime remains, an answer carries a \`newtoken\`
header with a fresh token (listed in \`Access-Control-Expose-Headers\`).

**Idempotent writes.** Writes marked so accept an \`Idempotency-Key\` header: the same key from the same user
answers what the first request answered and does nothing again.

**Codes.** ${Object.entries(COMMON_CODES)
  .map(([code, text]) => `\`${code}\` ${text}`)
  .join('; ')}. Business codes of an endpoint are listed in its description and in \`x-codes\`.
Client-side codes (never sent by a server): time-out 5, abort 600003; a network failure is shown as code 500.`;

/** `/sap/forms/:id` → `/sap/forms/{id}`. */
export function openApiPath(entry: ContractEntry): string {
  return (SERVICE_PATHS[entry.endpoint.service] + entry.endpoint.path).replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

export function pathParams(entry: ContractEntry): string[] {
  return [...entry.endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
}

const newtoken = {
  newtoken: {
    description: 'A fresh access token; the client replaces its token and resets its expiry to one day.',
    schema: { type: 'string' as const },
  },
};

function routeOf(entry: ContractEntry) {
  const { method } = entry.endpoint;
  const names = pathParams(entry);
  const pick = Object.fromEntries(names.map((n) => [n, true as const]));
  const rest = entry.request.omit(pick);
  const hasRest = Object.keys(rest.shape).length > 0;
  const withBody = method === 'POST' || method === 'PUT';
  const codes = { ...COMMON_CODES, ...entry.codes };
  const error = { content: { 'application/json': { schema: ErrorEnvelope } } };
  return createRoute({
    method: method.toLowerCase() as 'get',
    path: openApiPath(entry),
    operationId: entry.id,
    summary: entry.summary,
    description: entry.codes
      ? `Codes: ${Object.entries(entry.codes)
          .map(([c, t]) => `\`${c}\` ${t}`)
          .join('; ')}.`
      : undefined,
    tags: [entry.endpoint.service],
    security: entry.public ? [] : [{ bearer: [], accessToken: [] }],
    request: {
      params: names.length ? entry.request.pick(pick) : undefined,
      query: !withBody && hasRest ? rest : undefined,
      headers: entry.idempotent
        ? z.object({
            'Idempotency-Key': z
              .string()
              .optional()
              .openapi({ description: 'one key per user action, kept across its retries' }),
          })
        : undefined,
      body:
        withBody && (hasRest || entry.multipart)
          ? {
              required: true,
              content: { [entry.multipart ? 'multipart/form-data' : 'application/json']: { schema: rest } },
            }
          : undefined,
    },
    responses: {
      200:
        entry.response === 'binary'
          ? {
              description: 'The file itself (not enveloped), with its content type and content-disposition.',
              headers: newtoken,
              content: {
                'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
              },
            }
          : {
              description:
                'Success envelope; business rejections also answer 200 with an error envelope (see the codes).',
              headers: newtoken,
              content: { 'application/json': { schema: Envelope(entry.response) } },
            },
      400: { description: codes[400], ...error },
      ...(entry.public ? {} : { 401: { description: COMMON_CODES[401], ...error } }),
      404: { description: COMMON_CODES[404], ...error },
      500: { description: COMMON_CODES[500], ...error },
    },
    'x-codes': codes,
    'x-idempotent': entry.idempotent ?? false,
  } as Parameters<typeof createRoute>[0]);
}

/** The document. `server` is the API base address to list (the demo server passes its own origin). */
export function openApiDocument(server = '/') {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'Authorization: Bearer <token>',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'accessToken', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Access-Token',
    description: 'The same token again; both headers must be present and equal (SPEC 7).',
  });
  for (const entry of CONTRACT) app.openAPIRegistry.registerPath(routeOf(entry));
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'E-Sign Workspace API contract', version: '1.0.0', description: DESCRIPTION },
    servers: [
      { url: server, description: 'API base address (Api_Url_Key); service base paths are part of every path' },
    ],
    tags: (Object.keys(SERVICE_PATHS) as ServiceName[]).map((name) => ({
      name,
      description: `Base path \`${SERVICE_PATHS[name]}\`. ${SERVICE_TEXT[name]}`,
      'x-base-path': SERVICE_PATHS[name],
    })),
    security: [{ bearer: [], accessToken: [] }],
  });
}
