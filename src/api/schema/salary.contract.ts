import { z } from '@hono/zod-openapi';
import { salaryApi, SALARY_CODES } from '../salary';
import { Empty, NoRequest } from './common';
import { entry } from './contract';
import { Month, PaySlip, SalaryLoginResult, SalaryStatus, SalaryTokenRequest } from './salary';

const codes = {
  [SALARY_CODES.salaryLocked]: 'salary token unknown or idle: ask for the password again',
  [SALARY_CODES.noSlip]: 'no slip for that month',
};

export const salaryContract = [
  entry('salary.status', salaryApi.status, {
    summary: 'Password set, lock and tries left',
    request: NoRequest,
    response: SalaryStatus,
  }),
  entry('salary.login', salaryApi.login, {
    summary: 'The second password',
    request: z.object({ password: z.string().max(128) }),
    response: SalaryLoginResult,
  }),
  entry('salary.months', salaryApi.months, {
    summary: 'Months with a slip, newest first',
    request: SalaryTokenRequest,
    response: z.array(Month),
    codes,
  }),
  entry('salary.slip', salaryApi.slip, {
    summary: 'The slip of a month',
    request: SalaryTokenRequest.extend({ month: z.string().max(16) }),
    response: PaySlip,
    codes,
  }),
  entry('salary.logout', salaryApi.logout, {
    summary: 'Ends the salary token',
    request: SalaryTokenRequest,
    response: Empty,
  }),
];
