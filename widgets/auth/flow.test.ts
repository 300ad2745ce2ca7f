import { AUTH_CODES } from '../../src/api/auth';
import en from './i18n/en';
import ja from './i18n/ja';
import zhHans from './i18n/zh-Hans';
import zhHant from './i18n/zh-Hant';
import { codeIsSpent, codeProblem, jobIdProblem, messageFor, safeWxUserId } from './flow';

describe('binding checks', () => {
  it('asks for a job id and refuses odd characters before sending anything', () => {
    expect(jobIdProblem('  ')).toBe('auth.err.jobIdRequired');
    expect(jobIdProblem('10 01')).toBe('auth.err.jobIdFormat');
    expect(jobIdProblem('<script>')).toBe('auth.err.jobIdFormat');
    expect(jobIdProblem(' 10001 ')).toBeUndefined();
  });

  it('asks for a code of the announced length', () => {
    expect(codeProblem('', 6)).toBe('auth.err.codeRequired');
    expect(codeProblem('12345', 6)).toBe('auth.err.codeFormat');
    expect(codeProblem('12345a', 6)).toBe('auth.err.codeFormat');
    expect(codeProblem('123456', 6)).toBeUndefined();
  });

  it('has its own message, in all four languages, for every failure the server can give', () => {
    for (const code of Object.values(AUTH_CODES)) {
      const key = messageFor(code);
      expect(key).toMatch(/^auth\.err\./);
      const leaf = key!.split('.').pop()!;
      for (const dict of [en, zhHans, zhHant, ja]) expect((dict.auth.err as Record<string, string>)[leaf]).toBeTruthy();
    }
    expect(messageFor(404)).toBeUndefined();
  });

  it('knows which failures need a new code', () => {
    expect(codeIsSpent(AUTH_CODES.codeExpired)).toBe(true);
    expect(codeIsSpent(AUTH_CODES.tooManyAttempts)).toBe(true);
    expect(codeIsSpent(AUTH_CODES.wrongCode)).toBe(false);
  });

  it('ignores a messaging-app user id that does not look like one', () => {
    expect(safeWxUserId('ZhangSan.01')).toBe('ZhangSan.01');
    expect(safeWxUserId('a"b')).toBeUndefined();
    expect(safeWxUserId(undefined)).toBeUndefined();
  });
});
