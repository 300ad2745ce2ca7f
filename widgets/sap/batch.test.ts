import { formsMessages } from '../../src/forms';
import { $locale } from '../../src/i18n';
import { loadMessages } from '../../tests/unit/pages';
import { batchReport } from './parts/useBatchApprove';
import sap from './index';

/** The per-form report of a batch approval, in the user's language. */
beforeAll(() => loadMessages([sap.messages!, formsMessages], ['en', 'zh-Hant']));

describe('batch approval report', () => {
  it('counts what passed and names each form that did not, with its reason', () => {
    $locale.set('en');
    const text = batchReport([
      { id: '4510000001', ok: true },
      { id: '4510000002', ok: false, code: 409 },
      { id: '4510000003', ok: false, code: 403 },
      { id: '4510000004', ok: false, code: 500 },
    ]);
    expect(text.split('\n')).toEqual([
      '1 approved, 3 not approved:',
      '4510000002: already handled',
      '4510000003: not your turn to sign',
      '4510000004: failed',
    ]);
  });

  it('speaks the chosen language', () => {
    $locale.set('zh-Hant');
    expect(batchReport([{ id: 'A1', ok: false, code: 409 }])).toBe('已核准 0 張，1 張未核准：\nA1：已處理過');
    $locale.set('en');
  });
});
