import type { z } from 'zod';
import { CONTRACT, type ContractEntry } from '../../src/api/schema';
import { Envelope, ErrorEnvelope } from '../../src/api/schema/common';
import { SERVICE_PATHS } from '../../src/api/services';
import { type Answer, type EndpointResult, Unreachable } from './types';

export function issuesOf(result: z.ZodSafeParseResult<unknown>): string {
  if (result.success) return '';
  return result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');
}

/** SPEC 7: success when type is "success" (any case) or success is 1, or the answer is not JSON. */
export function isSuccess(a: Answer): boolean {
  if (!/[/+]json\b/i.test(a.type)) return true;
  const b = a.body as { type?: unknown; success?: unknown } | null;
  return (
    !!b &&
    typeof b === 'object' &&
    ((typeof b.type === 'string' && b.type.toLowerCase() === 'success') || Number(b.success) === 1)
  );
}

/** The results, one per endpoint, and the checks that write into them. */
export function createRecorder() {
  const results = new Map<string, EndpointResult>();
  const resultOf = (entry: ContractEntry) => {
    let r = results.get(entry.id);
    if (!r) {
      r = {
        id: entry.id,
        method: entry.endpoint.method,
        path: SERVICE_PATHS[entry.endpoint.service] + entry.endpoint.path,
        verdict: 'pass',
        reasons: [],
        passed: [],
        skipped: [],
      };
      results.set(entry.id, r);
    }
    return r;
  };
  const entryOf = (id: string) => CONTRACT.find((e) => e.id === id)!;
  const firstRows = new Map<string, Record<string, unknown>[]>();

  /** The answer must be a success whose data matches the schema. */
  function expectData(entry: ContractEntry, a: Answer, what: string): unknown {
    const r = resultOf(entry);
    if (a.status !== 200 || !isSuccess(a)) {
      const b = a.body as { code?: unknown; message?: unknown } | undefined;
      r.reasons.push(
        `${what}: expected a success, got HTTP ${a.status}${b && typeof b === 'object' ? ` code ${String(b.code)} ${String(b.message ?? '')}` : ''}`,
      );
      return undefined;
    }
    if (entry.response === 'binary') {
      if (/json/i.test(a.type)) r.reasons.push(`${what}: expected the file itself, got JSON`);
      else r.passed.push(`${what}: the file itself`);
      return undefined;
    }
    const parsed = Envelope(entry.response as z.ZodType).safeParse(a.body);
    if (!parsed.success) {
      r.reasons.push(`${what}: answer does not match the schema (${issuesOf(parsed)})`);
      return undefined;
    }
    r.passed.push(`${what}: schema`);
    return parsed.data.data;
  }

  /** The answer must be the error envelope with this HTTP status and code (SPEC 8). */
  function expectError(entry: ContractEntry, a: Answer, status: number, code: number, what: string): void {
    const r = resultOf(entry);
    const b = a.body as { code?: unknown } | undefined;
    const got = `HTTP ${a.status}${b && typeof b === 'object' ? ` code ${String(b.code)}` : ''}`;
    if (a.status !== status || Number(b?.code) !== code) {
      const mis =
        a.status === 200 && Number(b?.code) === code
          ? ' (an error envelope sent with HTTP 200: the client needs the HTTP status)'
          : '';
      r.reasons.push(`${what}: expected HTTP ${status} code ${code}, got ${got}${mis}`);
      return;
    }
    if (isSuccess(a)) {
      r.reasons.push(`${what}: the error answer passes the success rule (type/success)`);
      return;
    }
    const shape = ErrorEnvelope.safeParse(a.body);
    if (!shape.success) r.reasons.push(`${what}: error envelope shape (${issuesOf(shape)})`);
    else r.passed.push(`${what}: HTTP ${status} code ${code}`);
  }

  async function guarded(entry: ContractEntry, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      const r = resultOf(entry);
      if (error instanceof Unreachable) {
        r.verdict = 'not reachable';
        r.reasons.push(error.message);
      } else r.reasons.push(`kit error: ${(error as Error).message}`);
    }
  }

  return { results, resultOf, entryOf, expectData, expectError, guarded, firstRows };
}
