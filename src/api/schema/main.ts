import { z } from '@hono/zod-openapi';
import { DateTime } from './common';

export const LoginRequest = z
  .object({
    account: z.string().max(64),
    password: z.string().max(128),
    system: z
      .enum(['main', 'srm'])
      .optional()
      .openapi({ description: "'main' for the employee login (default), 'srm' for the SRM and QMS login" }),
  })
  .openapi('LoginRequest');

export const TokenGrant = z
  .object({
    access_token: z.string().min(1),
    refresh_token: z.string(),
    expires_in: z.number().openapi({ description: 'access lifetime in milliseconds (SPEC 4)' }),
    expires_refresh_in: z.number().openapi({ description: 'refresh lifetime in milliseconds' }),
    userNo: z.string(),
  })
  .openapi('TokenGrant');

export const UserInfo = z
  .object({
    userID: z.string(),
    userNo: z.string(),
    userName: z.string(),
    phone: z.string(),
    avatarUrl: z.string().openapi({ description: "may be ''; the client then shows /static/logo.png" }),
    supplierCode: z.string().openapi({ description: "company code of a supplier account; '' for employees" }),
    roles: z.array(z.string()),
  })
  .openapi('UserInfo');

export const MenuItem = z
  .object({
    key: z.string(),
    area: z.enum(['sap', 'srm', 'qms', 'gs001p', 'salary', 'auth', 'development']),
    route: z.string().openapi({ description: 'a route of ROUTES.md' }),
    todo: z.number().int().min(0),
  })
  .openapi('MenuItem');

export const VersionInfo = z
  .object({
    version: z.string(),
    versionCode: z.number().int(),
    notes: z.record(z.string(), z.string()).openapi({ description: 'release notes keyed by locale' }),
    downloadUrl: z.string(),
    force: z.boolean(),
  })
  .openapi('VersionInfo');

export const Notice = z
  .object({
    id: z.string(),
    title: z.string().openapi({ description: 'plain text: the client escapes it' }),
    body: z.string(),
    publishedAt: DateTime,
    read: z.boolean(),
  })
  .openapi('Notice');
