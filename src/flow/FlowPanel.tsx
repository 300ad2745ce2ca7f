import { flowApi, type FlowArea, type FlowView } from '../api/flow';
import { useEffect, useState } from '../framework';
import { request } from '../http/request';
import { useT } from '../ui/hooks';
import { ErrorView } from '../ui/States';
import { showToast } from '../ui/Toast';
import * as ui from '../ui/ui.css';
import { ActionSheet, type SheetAction } from './ActionSheet';
import { Comments } from './Comments';
import * as css from './flow.css';
import { FlowTimeline, type JudgmentText } from './FlowTimeline';

/**
 * Whether the flow still waits on the signed-in user's decision. After a transfer or an added signer it does not:
 * the areas hide their approve bar at once rather than until the record's re-read arrives.
 */
export const decidesNow = (view: FlowView) =>
  view.actions.some((a) => a === 'approve' || a === 'return' || a === 'conclude');

const SHEET: readonly SheetAction[] = ['transfer', 'addBefore', 'addAfter', 'sendBack', 'cc', 'withdraw', 'comment'];

/**
 * One record's flow in any area: the timeline, the CC reads, the comments, and the routing actions the signed-in
 * user may take now (the server says which). Approve, return and conclude stay on the area's own bar.
 */
export function FlowPanel({
  area,
  id,
  revision,
  onChanged,
  judgmentText,
}: {
  area: FlowArea;
  id: string;
  /** Anything that changes when the record was acted on elsewhere on the page (the area's own approve bar). */
  revision?: unknown;
  /** The flow as the action left it; `decidesNow(next)` says whether the area's own bar still applies. */
  onChanged?: (next: FlowView) => void;
  judgmentText?: JudgmentText;
}) {
  const t = useT();
  const [view, setView] = useState<FlowView | null>(null);
  const [open, setOpen] = useState<SheetAction | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    void request(flowApi.view, { area, id }, { silent: true }).then(setView, () => setFailed(true));
  }, [area, id, attempt, revision]);
  // The record itself is on screen; a flow that did not load says so here and can be asked for again.
  if (failed && !view) return <ErrorView onRetry={() => setAttempt((n) => n + 1)} />;
  if (!view) return null;
  const offered = SHEET.filter((a) => view.actions.includes(a));
  return (
    <div data-testid="flow-panel">
      <FlowTimeline view={view} judgmentText={judgmentText} />
      <Comments view={view} />
      {offered.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons named as one group, not a fieldset of form fields.
        <div className={css.actions} role="group" aria-label={t('flow.more')}>
          {offered.map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'withdraw' ? ui.button.danger : ui.button.secondary}
              onClick={() => setOpen(a)}
            >
              {t(`flow.action.${a}`)}
            </button>
          ))}
        </div>
      )}
      {open && (
        <ActionSheet
          area={area}
          view={view}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(next) => {
            setOpen(null);
            setView(next);
            showToast(`flow.done.${open}`);
            onChanged?.(next);
          }}
        />
      )}
    </div>
  );
}
