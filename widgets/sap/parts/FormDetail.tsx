import { sapApi, sapFilePaths, type SapFormDetail } from '../../../src/api/sap';
import { useEffect, useLayoutEffect, useRef, useState, useStore } from '../../../src/framework';
import { takeFirstPaint } from '../../../src/account/firstPaint';
import { ApproveBar, Attachments, DetailView } from '../../../src/forms';
import { FlowPanel, decidesNow } from '../../../src/flow';
import { EvidencePanel } from '../../../src/signing';
import { useDecision } from './useDecision';
import { download, launchPayload, request, saveBlob } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import { Link, navigateTo } from '../../../src/router';
import { afterQueueAction } from '../../../src/router/queue';
import { refreshMenu } from '../../../src/account/menu';
import { ErrorView, Loading, showToast, ui, useLaunched, useMounted, useT } from '../../../src/ui';
import { DownloadButton } from '../../../src/viewers';
import { fileRoute } from '../pages/Files';
import { findSpec, typeTitleKey } from '../registry';
import { unsupported } from '../util';
import { filesRoute, flowRoute, STATUS_KEYS, STATUS_TONE, summaryItems } from '../summary';
import * as css from '../sap.css';

function Summary({ form }: { form: SapFormDetail }) {
  const t = useT();
  const locale = useStore($locale);
  const items = summaryItems(form, locale);
  return (
    <section className={css.summary} aria-label={t('sap.summary')}>
      <div className={css.summaryHead}>
        <div>
          <div className={css.summaryType}>{t(typeTitleKey(form.type, form.subType))}</div>
          <h2 className={css.summaryNo}>{form.id}</h2>
        </div>
        <span className={`${ui.badge} ${STATUS_TONE[form.status]}`} data-testid="form-status">
          {t(STATUS_KEYS[form.status])}
        </span>
      </div>
      <p className={ui.wrapAny}>{form.title}</p>
      <dl className={css.summaryGrid}>
        {items.map(([k, v]) => (
          <div key={k}>
            <dt className={ui.muted}>{t(k)}</dt>
            <dd className={ui.wrapAny}>{v}</dd>
          </div>
        ))}
      </dl>
      <div className={css.links}>
        <Link href={flowRoute(form.id)} className={css.linkButton}>
          {t('sap.flow')}
        </Link>
        <Link href={filesRoute(form.id)} className={css.linkButton}>
          {t('sap.files', { count: form.files.length })}
        </Link>
      </div>
    </section>
  );
}

/**
 * One form: summary, the registry's detail view, attachments, sign history and, for its current signer, the
 * approve bar. Used by every processing-info route and by the big-screen split view.
 */
export function FormDetail({ id, expectType, onChanged }: { id: string; expectType?: string; onChanged?: () => void }) {
  const t = useT();
  const mounted = useMounted();
  const launch = useLaunched(() => launchPayload(sapApi.detail, { id }));
  const [form, setForm] = useState<SapFormDetail | null | undefined>(launch.launched);
  const load = () =>
    request(sapApi.detail, { id }).then(
      (f) => {
        if (mounted.current) setForm(f);
        return f;
      },
      () => {
        if (mounted.current) setForm(null);
        return null;
      },
    );
  const decision = useDecision(form, load);
  useEffect(() => {
    if (launch.skipLoad()) return;
    setForm(undefined);
    void load();
  }, [id]);
  const spec = form ? findSpec(form.type, form.subType) : undefined;
  useEffect(() => {
    if (form && !spec) unsupported();
  }, [form, spec]);

  // The summary painted before the framework (../paint.ts) gives way in the task in which this page shows the form,
  // or why it cannot.
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => void (root.current && takeFirstPaint(root.current)), [form === undefined]);

  if (form === undefined) return <Loading />;
  if (form === null)
    return (
      <div ref={root}>
        <ErrorView onRetry={() => void load()} />
      </div>
    );
  if (!spec || (expectType && expectType !== form.type))
    return (
      <div ref={root}>
        <ErrorView messageKey="error.formTypeUnsupported" />
      </div>
    );

  const after = async (toastKey: string) => {
    showToast(toastKey);
    // Opened from the inbox: the next waiting item opens instead.
    if (afterQueueAction(id)) return void refreshMenu().catch(() => undefined);
    await load();
    onChanged?.();
    void refreshMenu().catch(() => undefined);
  };
  // An attachment opens in the viewer (the form's file list route with the file's id); the arrow downloads it.
  const open = (file: { id: string }) => navigateTo(fileRoute(form.id, file.id));
  const save = (file: { id: string; name: string }) =>
    void download('bpm', sapFilePaths.download(file.id)).then(
      (blob) => saveBlob(blob, file.name),
      () => undefined,
    );

  return (
    <div ref={root}>
      <DetailView
        spec={spec}
        data={form}
        currency={form.currency}
        before={<Summary form={form} />}
        after={
          <>
            <Attachments
              files={form.files.map((f) => ({
                id: f.id,
                name: f.name,
                size: f.size,
                meta: t('sap.file.by', { name: f.uploadedByName, time: f.uploadedAt }),
              }))}
              onOpen={open}
              opens
              extra={(f) => <DownloadButton label={t('sap.file.download', { name: f.name })} onClick={() => save(f)} />}
            />
            <FlowPanel
              area="sap"
              id={form.id}
              onChanged={(next) => {
                if (!decidesNow(next)) setForm({ ...form, canApprove: false });
                void load();
              }}
              key={form.updatedAt}
            />
            <EvidencePanel area="sap" id={form.id} key={`evidence-${form.updatedAt}`} />
          </>
        }
      />
      {form.canApprove && (
        <ApproveBar
          actions={spec.actions}
          // One draft per form, wherever it is shown (its own page, a list's or the inbox's right pane).
          draftKey={`/pages/SAP/form?id=${id}`}
          onApprove={(comment, key) => decision.decide('approve', comment, key).then(() => after('sap.approved'))}
          onReturn={(comment, key) => decision.decide('return', comment, key).then(() => after('sap.returned'))}
          onAddSigner={() => navigateTo(`/pages/SAP/flow/addFlow?id=${encodeURIComponent(id)}`)}
        />
      )}
      {decision.element}
    </div>
  );
}
