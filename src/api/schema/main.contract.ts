import { z } from '@hono/zod-openapi';
import { mainApi } from '../main';
import { Empty, Id, NoRequest, Page, PageQuery } from './common';
import { entry } from './contract';
import { LoginRequest, MenuItem, Notice, TokenGrant, UserInfo, VersionInfo } from './main';

export const mainContract = [
  entry('main.login', mainApi.login, {
    summary: 'Password login (public)',
    request: LoginRequest,
    response: TokenGrant,
    public: true,
    codes: { 1001: 'incorrect account or password (HTTP 200)', 1002: 'unknown account (HTTP 200)' },
  }),
  entry('main.logout', mainApi.logout, { summary: 'Revokes the token', request: NoRequest, response: Empty }),
  entry('main.me', mainApi.me, { summary: 'The signed-in user', request: NoRequest, response: UserInfo }),
  entry('main.menu', mainApi.menu, {
    summary: 'The home menu with to-do counts',
    request: NoRequest,
    response: z.array(MenuItem),
  }),
  entry('main.version', mainApi.version, {
    summary: 'The current app version',
    request: z.object({ platform: z.string().max(32) }),
    response: VersionInfo,
  }),
  entry('main.notices', mainApi.notices, {
    summary: 'Notices, newest first',
    request: PageQuery,
    response: Page(Notice),
  }),
  entry('main.notice', mainApi.notice, {
    summary: 'One notice; marks it read',
    request: z.object({ id: Id }),
    response: Notice,
  }),
];
