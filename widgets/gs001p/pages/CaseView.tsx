import { afterQueueAction } from '../../../src/router/queue';
import { gs001pApi, type GsDetail, type GsPerson } from '../../../src/api/gs001p';
import { type ReactNode, useEffect, useState } from '../../../src/framework';
import { ApproveBar, DetailView } from '../../../src/forms';
import { type ApiError, launchPayload, request } from '../../../src/http';
import { navigateTo, type PageProps } from '../../../src/router';
import { refreshMenu } from '../../../src/account/menu';
import { Empty, ErrorView, Loading, Page, showToast, useLaunched, useT, ui } from '../../../src/ui';
import { Files } from '../parts/Files';
import { FinalConfirm, Reopen } from '../parts/FinalActions';
import { StatusBanner } from '../parts/StatusBanner';
import { Timeline } from '../parts/Timeline';
import { useCaseSigning } from '../parts/useCaseSigning';
import { EvidencePanel, type SignedFields } from '../../../src/signing';
import { FlowPanel, decidesNow } from '../../../src/flow';
import { detailSpec, isCaseId } from '../spec';
import * as css from '../gs001p.css';

/** Loads one case; a failure shows the error view with retry. */
export function useCase(id: string | undefined) {
  const launch = useLaunched(() => (isCaseId(id) ? launchPayload(gs001pApi.detail, { id }) : undefined));
  const [detail, setDetail] = useState<GsDetail | null | undefined>(launch.launched);
  const [error, setError] = useState<ApiError | null>(null);
  const load = () => {
    if (!isCaseId(id)) return setDetail(null);
    setError(null);
    request(gs001pApi.detail, { id }).then(setDetail, (e: ApiError) => setError(e));
  };
  useEffect(() => {
    if (launch.skipLoad()) return;
    load();
  }, [id]);
  return { detail, setDetail, error, reload: load };
}

const engineerLabel = (detail: GsDetail) => {
  const person: GsPerson | undefined = detail.flow.find((f) => f.role === 'engineer');
  return person?.userNo ? `${person.userName} (${person.userNo})` : '';
};

/** An approval or return of the signing step, with what its policy asks for. */
const act = (id: string, action: 'approve' | 'return', comment: string, key: string, fields: SignedFields) =>
  request(gs001pApi.act, { id, action, comment, ...fields }, { idempotencyKey: key, silent: true });

/** The decisions the case's own bar offers; a routing action that takes the case away hides them at once. */
const DECISIONS = new Set<string>(['approve', 'return', 'confirm']);

/** Detail and processing info: the evaluation, its files and sign history, and the caller's actions. */
function CaseView({ query, titleKey }: PageProps & { titleKey: string }) {
  const t = useT();
  const { detail, setDetail, error, reload } = useCase(query.id);
  const signing = useCaseSigning(detail, setDetail);
  const done = (next: GsDetail) => {
    void refreshMenu().catch(() => undefined);
    // Opened from the inbox: the next waiting item opens instead.
    if (afterQueueAction(next.id)) return;
    setDetail(next);
  };
  let body: ReactNode;
  if (error) body = <ErrorView messageKey={error.key || 'error.getFailed'} text={error.text} onRetry={reload} />;
  else if (detail === null) body = <Empty messageKey="common.404" />;
  else if (!detail) body = <Loading />;
  else {
    const can = (a: string) => detail.actions.includes(a as never);
    body = (
      <div className={css.layout}>
        <div>
          <StatusBanner detail={detail} />
          <DetailView
            spec={detailSpec}
            data={{ header: { ...detail.fields, responsibleEngineer: engineerLabel(detail) } }}
            currency={detail.fields.currency}
          />
          <Files caseId={detail.id} files={detail.files} editable={false} onChange={() => undefined} />
        </div>
        <div>
          {can('approve') && (
            <ApproveBar
              actions={['approve', 'return']}
              // One draft per case, wherever it is shown (its own page or the inbox's right pane).
              draftKey={`/pages/GS001P/case?id=${detail.id}`}
              onApprove={(comment, key) =>
                signing
                  .sign((fields) => act(detail.id, 'approve', comment, key, fields))
                  .then((next) => {
                    showToast('gs001p.approved');
                    done(next);
                  })
              }
              onReturn={(comment, key) =>
                signing
                  .sign((fields) => act(detail.id, 'return', comment, key, fields))
                  .then((next) => {
                    showToast('gs001p.returnedToast');
                    done(next);
                  })
              }
            />
          )}
          {can('confirm') && <FinalConfirm detail={detail} onDone={done} sign={signing.sign} />}
          {can('reopen') && <Reopen detail={detail} onDone={done} />}
          {can('save') && (
            <div className={ui.panel}>
              <button
                type="button"
                className={ui.button.primary}
                onClick={() => navigateTo(`/pages/GS001P/edit?id=${encodeURIComponent(detail.id)}`)}
              >
                {t('gs001p.edit')}
              </button>
            </div>
          )}
          <Timeline detail={detail} />
          {/* A draft never submitted has no flow yet; once submitted, the one flow view and its actions. */}
          {detail.history.some((h) => h.action === 'submit') && (
            <FlowPanel
              area="gs001p"
              id={detail.id}
              revision={detail}
              onChanged={(next) => {
                if (!decidesNow(next))
                  setDetail({ ...detail, actions: detail.actions.filter((a) => !DECISIONS.has(a)) });
                reload();
              }}
            />
          )}
          <EvidencePanel area="gs001p" id={detail.id} revision={detail} />
        </div>
        {signing.element}
      </div>
    );
  }
  return <Page titleKey={titleKey}>{body}</Page>;
}

export function Detail(props: PageProps) {
  return <CaseView {...props} titleKey="gs001p.detailTitle" />;
}

export function ProcessingInfo(props: PageProps) {
  return <CaseView {...props} titleKey="gs001p.processingTitle" />;
}
