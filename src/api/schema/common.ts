import { z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '../paging';

/**
 * Building blocks shared by every area's schemas. Schema modules are for the demo server, the OpenAPI document,
 * the tests and the conformance kit only: client code imports their *types* (`import type`), never their values,
 * so zod stays out of the browser bundles (tests/unit/api/contract-coverage.test.ts checks dist/).
 */

/** A record id in a path: any non-empty text a server hands out, without path separators. */
export const Id = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'no path separators or control characters');

/**
 * A file name as a user's system gives it: any Unicode, so only what cannot be a name is refused (path
 * separators, control characters) and the length is capped at 255 characters.
 */
export const FileName = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'no path separators or control characters');

/** A moment as the servers write it, company time (UTC+8). */
export const DateTime = z
  .string()
  .openapi({ description: 'YYYY-MM-DD HH:mm:ss (UTC+8)', example: '2025-06-02 09:00:00' });
/** A moment or '' while not reached yet. */
export const DateTimeOrEmpty = z
  .string()
  .openapi({ description: "YYYY-MM-DD HH:mm:ss (UTC+8), or '' when not reached" });
/** Epoch milliseconds on the server's clock. */
export const EpochMs = z.number().openapi({ description: 'epoch milliseconds (server clock)' });

/** A cell of a form header or line item. */
export const Cell = z.union([z.string(), z.number(), z.null()]);

/**
 * A query number. Query values travel as text, so the server coerces them; the client's type is the number.
 * An empty or non-numeric value is refused, not read as 0.
 */
export const QueryInt = z.coerce.number().int().min(1);

/** Paging and filter fields of every list request (SPEC 9: page size 30). */
export const PageQuery = z.object({
  page: QueryInt.optional().openapi({ description: 'page number, from 1', example: 1 }),
  pageSize: QueryInt.optional().openapi({
    description: `rows per page, default ${PAGE_SIZE}; servers may cap it at 100`,
    example: PAGE_SIZE,
  }),
  keyword: z.string().max(200).optional(),
  status: z.string().max(64).optional(),
});

/** One page of a list. */
export function Page<T extends z.ZodTypeAny>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z
      .number()
      .int()
      .min(1)
      .openapi({ description: `rows per page; ${PAGE_SIZE} when the request names none` }),
  });
}

/** The envelope of every JSON answer (SPEC 7). */
export function Envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    type: z
      .string()
      .openapi({ description: "'success' (any case) on success; anything else is a rejection", example: 'success' }),
    success: z.union([z.literal(0), z.literal(1)]),
    code: z.number().int(),
    message: z.string().optional(),
    data,
  });
}

/** An error answer: the envelope with data null and a message naming what went wrong. */
export const ErrorEnvelope = z
  .object({
    type: z.string().openapi({ example: 'error' }),
    success: z.literal(0),
    code: z.number().int().openapi({ description: 'a code of the error table (docs/API.md)', example: 400 }),
    message: z.string().openapi({ example: 'Invalid request: comment: expected string, received number' }),
    data: z.null(),
  })
  .openapi('ErrorEnvelope');

/** An answer with no payload. */
export const Empty = z.null();

/** The request of an endpoint that takes none. */
export const NoRequest = z.object({});

/** A multipart file field: a file of any name (see FileName) and any type. */
export const UploadFile = z
  .custom<File>(
    (value) => value instanceof Blob && (!(value instanceof File) || FileName.safeParse(value.name).success),
    {
      message: 'a file (multipart field "file") whose name has no path separators or control characters',
    },
  )
  .openapi({ type: 'string', format: 'binary' });
