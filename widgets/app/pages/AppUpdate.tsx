import { mainApi, type VersionInfo } from '../../../src/api/main';
import { useEffect, useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import { navigateBack, type PageProps } from '../../../src/router';
import { $client, isNewerVersion } from '../../../src/session/client';
import { Loading, useT } from '../../../src/ui';
import { ModalDialog } from '../../../src/ui/ModalDialog';
import * as overlay from '../../../src/ui/overlay.css';
import * as css from '../app.css';

/**
 * The app update dialog. In a web view "updating" is loading the new bundle: the HTML and loader are served
 * no-cache, so a reload picks up the new release.
 */
export function AppUpdate(_: PageProps) {
  const t = useT();
  const locale = useStore($locale);
  const { appVersion } = useStore($client);
  const [info, setInfo] = useState<VersionInfo | null | undefined>(undefined);
  useEffect(() => {
    request(mainApi.version, { platform: 'h5' }).then(setInfo, () => setInfo(null));
  }, []);
  const newer = info ? isNewerVersion(info.versionCode) : false;
  // Escape is "later" (or "OK"); a forced update offers no later, so only its button closes it.
  const forced = newer && !!info?.force;
  return (
    <ModalDialog labelledBy="update-title" onCancel={forced ? undefined : navigateBack}>
      <div className={overlay.dialog}>
        <div className={overlay.dialogBody}>
          <h2 id="update-title" className={overlay.dialogTitle}>
            {t(newer ? 'update.available' : 'update.title')}
          </h2>
          {info === undefined && <Loading delayMs={0} />}
          {info && (
            <div className={overlay.dialogText}>
              <p>
                {newer
                  ? t('update.newVersion', { version: info.version, current: appVersion })
                  : t('update.latest', { version: appVersion })}
              </p>
              {newer && info.notes[locale] && <p className={css.updateNotes}>{info.notes[locale]}</p>}
            </div>
          )}
          {info === null && <p className={overlay.dialogText}>{t('error.getFailed')}</p>}
        </div>
        <div className={overlay.dialogActions}>
          {newer && !forced && (
            <button type="button" className={`${overlay.dialogButton} ${overlay.dialogCancel}`} onClick={navigateBack}>
              {t('update.later')}
            </button>
          )}
          <button
            type="button"
            className={`${overlay.dialogButton} ${overlay.dialogConfirm}`}
            onClick={() => (newer ? location.reload() : navigateBack())}
          >
            {t(newer ? 'update.now' : 'common.ok')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
