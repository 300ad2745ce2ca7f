import { INBOX_CODES, inboxApi, type Delegation, type DelegationState } from '../../../src/api/inbox';
import { useEffect, useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { confirm, showToast, useSingleFlight, useT } from '../../../src/ui';
import { errorText } from '../util';

type T = ReturnType<typeof useT>;

/** Our own words for the server's refusals, so the user reads their language. */
const REFUSAL: Record<number, string> = {
  [INBOX_CODES.selfDelegation]: 'inbox.delegation.errors.self',
  [INBOX_CODES.cycle]: 'inbox.delegation.errors.cycle',
  [INBOX_CODES.badRange]: 'inbox.delegation.errors.range',
  [INBOX_CODES.unknownSubstitute]: 'inbox.delegation.errors.unknown',
};

/** The device's day, only until the server says which day it is in company time. */
const deviceToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** One delegation in words: who, their number, and the date range. */
export const delegationText = (t: T, d: Delegation, who: 'to' | 'from') =>
  t('inbox.delegation.current', {
    name: who === 'to' ? d.toName : d.fromName,
    no: who === 'to' ? d.toNo : d.fromNo,
    start: d.start,
    end: d.end,
  });

/** My delegation as the server has it, the form that changes it, and saving or ending it. */
export function useDelegation() {
  const t = useT();
  const [state, setState] = useState<DelegationState | null>(null);
  const [failed, setFailed] = useState(false);
  const [substitute, setSubstitute] = useState('');
  const [start, setStart] = useState(deviceToday);
  const [end, setEnd] = useState(deviceToday);
  const [problem, setProblem] = useState('');

  const load = async () => {
    setFailed(false);
    try {
      const next = await request(inboxApi.delegation, undefined);
      setState(next);
      if (next.mine) {
        setSubstitute(next.mine.toNo);
        setStart(next.mine.start);
        setEnd(next.mine.end);
      } else if (next.today) {
        setStart(next.today);
        setEnd(next.today);
      }
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), []);

  const [save, saving] = useSingleFlight(async () => {
    if (!substitute.trim()) {
      setProblem(t('inbox.delegation.errors.required'));
      return;
    }
    setProblem('');
    try {
      await request(inboxApi.setDelegation, { substituteNo: substitute.trim(), start, end }, { silent: true });
      showToast('inbox.delegation.saved');
      await load();
    } catch (error) {
      const key = REFUSAL[(error as { code?: number })?.code ?? 0];
      // What the user typed stays in the form; the reason shows under it.
      setProblem(key ? t(key) : errorText(t, error));
    }
  });

  const [stop, stopping] = useSingleFlight(async () => {
    if (!(await confirm('inbox.delegation.confirmEnd', { danger: true }))) return;
    try {
      await request(inboxApi.endDelegation, undefined);
      showToast('inbox.delegation.ended');
      setSubstitute('');
      await load();
    } catch {
      // The request helper has shown the reason.
    }
  });

  return {
    state,
    failed,
    load,
    form: { substitute, setSubstitute, start, setStart, end, setEnd, problem },
    save,
    saving,
    stop,
    stopping,
  };
}

export type DelegationForm = ReturnType<typeof useDelegation>['form'];
