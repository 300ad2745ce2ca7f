import { sapApi, type Person, type SignStep } from '../../../src/api/sap';
import { useEffect, useId, useState } from '../../../src/framework';
import { SignHistory, useActionKey } from '../../../src/forms';
import { request } from '../../../src/http';
import { navigateBack, type PageProps } from '../../../src/router';
import {
  confirm,
  Empty,
  ErrorView,
  Loading,
  Page,
  SearchInput,
  showToast,
  ui,
  useDebounced,
  useMounted,
  useSingleFlight,
  useT,
} from '../../../src/ui';
import { historySteps, safeId } from '../util';
import * as css from '../sap.css';

/** processPreview: the sign flow of one form, signed steps and the ones still to come. */
export function ProcessPreview({ query }: PageProps) {
  const id = safeId(query.id);
  const mounted = useMounted();
  const [steps, setSteps] = useState<SignStep[] | null | undefined>(undefined);
  const load = () =>
    request(sapApi.flow, { id }).then(
      (s) => mounted.current && setSteps(s),
      () => mounted.current && setSteps(null),
    );
  useEffect(() => void (id ? load() : setSteps(null)), [id]);
  return (
    <Page titleKey="sap.flow">
      {steps === undefined && <Loading />}
      {steps === null && <ErrorView onRetry={id ? () => void load() : undefined} />}
      {steps && <SignHistory steps={historySteps(steps)} titleKey="sap.flow" />}
    </Page>
  );
}

/** addFlow: pick a person to sign right after the current signer. */
export function AddFlow({ query }: PageProps) {
  const t = useT();
  const id = safeId(query.id);
  const base = useId();
  const [keyword, setKeyword] = useState('');
  const term = useDebounced(keyword.trim());
  const [people, setPeople] = useState<Person[] | undefined>(undefined);
  const [picked, setPicked] = useState<Person | null>(null);
  const [note, setNote] = useState('');
  const actionKey = useActionKey();
  useEffect(() => {
    let live = true;
    request(sapApi.signers, { keyword: term }).then(
      (p) => live && setPeople(p),
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, [term]);
  const [add, busy] = useSingleFlight(async () => {
    if (!picked) {
      showToast('sap.addFlow.none');
      return;
    }
    if (!(await confirm('sap.addFlow.confirm', { params: { name: picked.userName } }))) return;
    const ok = await request(
      sapApi.addSigner,
      { id, signerNo: picked.userNo, comment: note },
      { idempotencyKey: actionKey.for([picked.userNo, note]) },
    ).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    showToast('sap.addFlow.added');
    navigateBack();
  });
  if (!id)
    return (
      <Page titleKey="sap.addFlow.title">
        <ErrorView messageKey="common.404" />
      </Page>
    );
  return (
    <Page titleKey="sap.addFlow.title">
      <SearchInput value={keyword} onValue={setKeyword} label={t('sap.addFlow.search')} />
      {people === undefined && <Loading />}
      {people?.length === 0 && <Empty />}
      <ul className={css.people}>
        {people?.map((p) => (
          <li key={p.userNo}>
            <button
              type="button"
              className={css.person}
              aria-pressed={picked?.userNo === p.userNo}
              onClick={() => setPicked(p)}
            >
              <strong className={ui.wrapAny}>{p.userName}</strong>
              <span className={ui.muted}>{p.department ? `${p.userNo} · ${p.department}` : p.userNo}</span>
            </button>
          </li>
        ))}
      </ul>
      <label className={ui.label} htmlFor={`${base}-note`}>
        {t('sap.addFlow.note')}
      </label>
      <textarea
        id={`${base}-note`}
        className={ui.textarea}
        value={note}
        maxLength={500}
        onChange={(e) => setNote((e.target as HTMLTextAreaElement).value)}
      />
      <div className={css.footerBar}>
        <button
          type="button"
          className={`${ui.button.primary} ${css.grow}`}
          disabled={busy || !picked}
          onClick={() => void add()}
        >
          {t('sap.addFlow.title')}
        </button>
      </div>
    </Page>
  );
}
