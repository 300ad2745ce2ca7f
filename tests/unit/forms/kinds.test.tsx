import { cleanup, render } from '@testing-library/preact';
import { EditForm, FIELD_KINDS, formatValue, kindOf, validateField, type FieldSpec } from '../../../src/forms';

/** The kinds of a field, each defined once (input, format, validation) and looked up, never switched on. */
afterEach(cleanup);

const t = (key: string) => `«${key}»`;

describe('field kinds', () => {
  it('define every kind of the forms README with an input, a formatter and a length', () => {
    expect(Object.keys(FIELD_KINDS).sort()).toEqual([
      'date',
      'datetime',
      'money',
      'number',
      'select',
      'text',
      'textarea',
      'time',
    ]);
    for (const def of Object.values(FIELD_KINDS)) {
      expect(typeof def.Input).toBe('function');
      expect(typeof def.format).toBe('function');
      expect(def.maxLength).toBeGreaterThan(0);
    }
    expect(FIELD_KINDS.text.maxLength).toBe(200);
    expect(FIELD_KINDS.textarea.maxLength).toBe(2000);
  });

  it('fall back to text for a field without a kind or with one this client does not know', () => {
    expect(kindOf({})).toBe(FIELD_KINDS.text);
    expect(kindOf({ kind: 'colour' as FieldSpec['kind'] })).toBe(FIELD_KINDS.text);
    const odd: FieldSpec = { key: 'x', labelKey: 'x', kind: 'colour' as FieldSpec['kind'] };
    expect(formatValue(odd, '<b>red</b>', {}, t, 'en')).toBe('<b>red</b>');
    expect(validateField(odd, 'red')).toBeUndefined();
  });

  it('are what the detail, the edit form and validation use', () => {
    const select: FieldSpec = { key: 's', labelKey: 's', kind: 'select', options: [{ value: 'a', labelKey: 'opt.a' }] };
    expect(formatValue(select, 'a', {}, t, 'en')).toBe('«opt.a»');
    expect(validateField(select, 'b')).toEqual({ key: 'forms.badOption' });
    expect(validateField({ key: 'n', labelKey: 'n', kind: 'money', min: 1 }, '0')).toEqual({
      key: 'forms.min',
      params: { min: 1 },
    });
    for (const bad of ['26-01-2026', '2026-02-30', '2026-13-01'])
      expect(validateField({ key: 'd', labelKey: 'd', kind: 'date' }, bad), bad).toEqual({ key: 'forms.badDate' });
    expect(validateField({ key: 'd', labelKey: 'd', kind: 'date' }, '2028-02-29')).toBeUndefined();
    expect(validateField({ key: 'h', labelKey: 'h', kind: 'time' }, '24:00')).toEqual({ key: 'forms.badTime' });
    const view = render(
      <EditForm
        spec={{
          sections: [
            {
              titleKey: 'sec',
              fields: [
                select,
                { key: 'note', labelKey: 'note', kind: 'textarea' },
                { key: 'qty', labelKey: 'qty', kind: 'number' },
              ],
            },
          ],
        }}
        values={{}}
        errors={{}}
        onChange={() => undefined}
      />,
    );
    const el = view.container as HTMLElement;
    expect(el.querySelector('[data-field="s"] select')).not.toBeNull();
    expect(el.querySelector('[data-field="note"] textarea')?.getAttribute('maxlength')).toBe('2000');
    expect(el.querySelector('[data-field="qty"] input')?.getAttribute('inputmode')).toBe('decimal');
  });
});
