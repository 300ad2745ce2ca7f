import { useStore } from '../../../src/framework';
import { $localeSetting, LOCALES, setLocaleSetting, type LocaleSetting } from '../../../src/i18n';
import type { PageProps } from '../../../src/router';
import { Icon, Page, showToast, useT } from '../../../src/ui';
import * as css from '../app.css';

const CHOICES: LocaleSetting[] = [...LOCALES, 'auto'];

/** The language list: English, Simplified and Traditional Chinese, Japanese, and automatic. Applies at once. */
export function LangSetting(_: PageProps) {
  const t = useT();
  const current = useStore($localeSetting);
  const choose = async (setting: LocaleSetting) => {
    if (setting === current) return;
    await setLocaleSetting(setting);
    showToast('settings.languageChanged');
  };
  return (
    <Page titleKey="settings.language">
      <div className={css.cellGroup} role="radiogroup" aria-label={t('settings.language')}>
        {CHOICES.map((choice) => (
          // biome-ignore lint/a11y/useSemanticElements: each choice applies at once; native radios would switch the language as arrow keys pass over them.
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={choice === current}
            className={css.cell}
            lang={choice === 'auto' ? undefined : choice}
            onClick={() => void choose(choice)}
          >
            <span className={css.cellLabel}>{t(`lang.${choice}`)}</span>
            {choice === current && (
              <span className={css.radio}>
                <Icon name="check" />
              </span>
            )}
          </button>
        ))}
      </div>
    </Page>
  );
}
