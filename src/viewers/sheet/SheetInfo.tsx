import { useStore } from '../../framework';
import { $locale } from '../../i18n';
import { formatNumber } from '../../ui/format';
import { useT } from '../../ui/hooks';
import { type SheetMeta, TEXT_ENCODINGS, type TextEncodingInfo } from './protocol';
import * as css from './sheet.css';

/** A CSV's text encoding: the one it was read in (the detected one marked), and the others to read it again in. */
export function EncodingChooser({ info, onChoose }: { info: TextEncodingInfo; onChoose: (encoding: string) => void }) {
  const t = useT();
  const options: string[] = [...TEXT_ENCODINGS];
  const label = (e: string) => {
    const key = `viewer.encodings.${e.replace(/[^a-z0-9]/g, '')}`;
    const text = t(key);
    return text && text !== key ? text : e;
  };
  if (!options.includes(info.used)) options.push(info.used);
  return (
    <label className={css.encoding}>
      <span>{t('viewer.encoding')}</span>
      <select
        className={css.select}
        value={info.used}
        onChange={(e) => onChoose((e.target as HTMLSelectElement).value)}
        data-testid="encoding"
      >
        {options.map((e) => (
          <option key={e} value={e}>
            {label(e)}
            {e === info.detected ? t('viewer.detected') : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The line over the grid: the sheet's name and size, a CSV's encoding, and a note when that encoding was guessed. */
export function SheetInfo({
  sheet,
  encoding,
  onChoose,
}: {
  sheet: SheetMeta;
  encoding?: TextEncodingInfo;
  onChoose: (encoding: string) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <>
      <div className={css.info}>
        <span>
          {sheet.name} ·{' '}
          {t('viewer.size', { rows: formatNumber(sheet.rows, locale), cols: formatNumber(sheet.cols, locale) })}
        </span>
        {encoding && <EncodingChooser info={encoding} onChoose={onChoose} />}
      </div>
      {encoding && !encoding.sure && (
        <p className={css.notice} role="status" data-testid="encoding-unsure">
          {t('viewer.encodingUnsure')}
        </p>
      )}
    </>
  );
}
