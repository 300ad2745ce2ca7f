import { readLaunchParams, safeRoute, strippedAddress } from '../../../loader/address';

describe('launch parameters (SPEC 1)', () => {
  it('reads Authorization or authorization as the token, before or inside the hash', () => {
    expect(readLaunchParams('?Authorization=abc.def', '').token).toBe('abc.def');
    expect(readLaunchParams('?authorization=xyz', '').token).toBe('xyz');
    expect(readLaunchParams('', '#/pages/SAP/index?Authorization=in-hash').token).toBe('in-hash');
    expect(readLaunchParams('?Authorization=Bearer%20t1', '').token).toBe('t1');
  });

  it('reads wxworkredirect_uri together with token, userNo and optional phone', () => {
    const p = readLaunchParams(
      '?wxworkredirect_uri=%2Fpages%2FSAP%2FprocessingInfo%2FpurchaseOrder%3Fid%3D45&token=t2&userNo=10001&phone=13800000001',
      '',
    );
    expect(p).toMatchObject({
      token: 't2',
      userNo: '10001',
      phone: '13800000001',
      wxworkRedirect: '/pages/SAP/processingInfo/purchaseOrder?id=45',
    });
  });

  it('ignores a token without its redirect, and a redirect without its token', () => {
    expect(readLaunchParams('?token=t3', '').token).toBe('');
    expect(readLaunchParams('?wxworkredirect_uri=%2Fpages%2Findex%2Findex', '').wxworkRedirect).toBe('');
  });

  it('reads from_company_type', () => {
    expect(readLaunchParams('?from_company_type=2', '').companyType).toBe('2');
  });

  it('rejects hostile values', () => {
    const p = readLaunchParams(
      '?Authorization=%3Cscript%3E%20x&userNo=%3Cimg%3E&phone=javascript:1&from_company_type=%22%3E',
      '',
    );
    expect(p).toMatchObject({ token: '', userNo: '', phone: '', companyType: '' });
    expect(readLaunchParams(`?Authorization=${'a'.repeat(5000)}`, '').token).toBe('');
  });

  it('follows a redirect only to an in-app route', () => {
    expect(safeRoute('/pages/SAP/index?id=1')).toBe('/pages/SAP/index?id=1');
    expect(safeRoute('//evil.example/x')).toBe('');
    expect(safeRoute('https://evil.example')).toBe('');
    expect(safeRoute('javascript:alert(1)')).toBe('');
  });
});

describe('address cleaning', () => {
  it('removes every credential and launch parameter and keeps the rest', () => {
    expect(
      strippedAddress('/srm/', '?Authorization=t&keep=1&from_company_type=2', '#/pages/SRM/index/index?token=x&id=5'),
    ).toBe('/srm/?keep=1#/pages/SRM/index/index?id=5');
    expect(strippedAddress('/', '?wxworkredirect_uri=%2F&token=t&userNo=1&phone=2', '')).toBe('/');
  });
});
