/**
 * Writes the API contract as OpenAPI 3.1 into the build (`dist/openapi.json`, `esign-client/openapi.json`), from
 * the same schemas that type the client and validate the demo server (src/api/schema/openapi.ts). The server list
 * is `/`: the backend team's own base address goes there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiDocument } from '../src/api/schema/openapi';

const out = process.argv[2] ?? 'dist/openapi.json';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument('/'), null, 2)}\n`);
