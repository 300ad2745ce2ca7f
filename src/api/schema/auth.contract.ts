import { authApi, AUTH_CODES } from '../auth';
import { entry } from './contract';
import { TokenGrant } from './main';
import { BindChallenge, BindCodeRequest, BindVerifyRequest } from './auth';

const codes = {
  [AUTH_CODES.invalidJobId]: 'job id not valid',
  [AUTH_CODES.wrongCode]: 'wrong code',
  [AUTH_CODES.codeExpired]: 'code expired or used',
  [AUTH_CODES.tooManyAttempts]: 'too many wrong codes',
  [AUTH_CODES.sendTooOften]: 'a code was sent less than a minute ago',
  [AUTH_CODES.methodUnavailable]: 'no contact of that kind on file',
};

export const authContract = [
  entry('auth.sendCode', authApi.sendCode, {
    summary: 'Sends a binding code (public)',
    request: BindCodeRequest,
    response: BindChallenge,
    public: true,
    codes,
  }),
  entry('auth.verify', authApi.verify, {
    summary: 'Confirms the code and binds (public)',
    request: BindVerifyRequest,
    response: TokenGrant,
    public: true,
    codes,
  }),
];
