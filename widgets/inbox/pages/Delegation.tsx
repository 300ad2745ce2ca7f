import type { PageProps } from '../../../src/router';
import { ErrorView, Loading, Page, ui, useT } from '../../../src/ui';
import { DelegationForm } from '../parts/DelegationForm';
import { delegationText, useDelegation } from '../parts/useDelegation';
import * as css from '../inbox.css';

/** /pages/inbox/delegation ("my" settings): name a substitute for a date range, or end it; who delegated to me. */
export function Delegation(_: PageProps) {
  const t = useT();
  const { state, failed, load, form, save, saving, stop, stopping } = useDelegation();
  return (
    <Page titleKey="inbox.delegation.title">
      <div className={css.narrow}>
        {!state && !failed && <Loading />}
        {failed && <ErrorView onRetry={() => void load()} />}
        {state && (
          <>
            <p className={ui.muted}>{t('inbox.delegation.intro')}</p>
            <DelegationForm
              mine={state.mine}
              form={form}
              onSave={() => void save()}
              saving={saving}
              onStop={() => void stop()}
              stopping={stopping}
            />
            <section className={ui.panel} aria-labelledby="delegation-tome">
              <h2 id="delegation-tome" className={ui.panelTitle}>
                {t('inbox.delegation.toMeTitle')}
              </h2>
              {state.toMe.length === 0 ? (
                <p className={ui.muted}>{t('inbox.delegation.toMeNone')}</p>
              ) : (
                <ul className={css.outboxList}>
                  {state.toMe.map((d) => (
                    <li key={d.fromNo} data-testid="delegation-tome">
                      {delegationText(t, d, 'from')} ·{' '}
                      {t(d.active ? 'inbox.delegation.active' : 'inbox.delegation.scheduled')}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </Page>
  );
}
