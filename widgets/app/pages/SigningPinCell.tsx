import { signingApi } from '../../../src/api/signing';
import { useEffect, useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { PinDialog } from '../../../src/signing';
import { Icon, useT } from '../../../src/ui';
import * as css from '../app.css';

/**
 * The settings row of the signing PIN: says whether one is set and opens the dialog that sets it (twice) or
 * changes it (the old one first). A lock shows in the dialog with the time it ends.
 */
export function SigningPinCell() {
  const t = useT();
  const [isSet, setIsSet] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const refresh = () =>
    void request(signingApi.pinStatus, undefined, { silent: true }).then(
      (s) => setIsSet(s.isSet),
      () => setIsSet(null),
    );
  useEffect(refresh, []);
  const close = () => {
    setOpen(false);
    refresh();
  };
  return (
    <>
      <button type="button" className={css.cell} onClick={() => setOpen(true)} data-testid="signing-pin-cell">
        <Icon name="gear" />
        <span className={css.cellLabel}>{t('signing.settingsEntry')}</span>
        {isSet !== null && <span className={css.cellValue}>{t(isSet ? 'signing.isSet' : 'signing.notSet')}</span>}
        <Icon name="chevron" size={18} />
      </button>
      {open && <PinDialog purpose="manage" onDone={close} onCancel={close} onFail={close} />}
    </>
  );
}
