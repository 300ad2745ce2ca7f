import type { InboxItem } from '../../../src/api/inbox';
import { useState } from '../../../src/framework';
import { useActionKey } from '../../../src/forms';
import { confirm, type PagedList, useSingleFlight } from '../../../src/ui';
import { useBatchSigning } from './batchSigning';

export interface BatchResult {
  id: string;
  ok: boolean;
  reason: string;
}

export type BatchAction = 'approve' | 'return';

/**
 * Batch approval: the user picks items that allow it (`batch`), writes one comment, and approves or returns them
 * all. Each form goes to the server on its own, so one failure leaves the others done and stays picked to retry.
 */
export function useBatch(list: PagedList<InboxItem>, remove: (ids: string[]) => void) {
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const [results, setResults] = useState<BatchResult[] | null>(null);

  const toggle = (key: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const actionKey = useActionKey();
  const signing = useBatchSigning(actionKey);
  const [run, running] = useSingleFlight(async (action: BatchAction) => {
    const items = list.rows.filter((r) => picked.has(r.key) && r.batch);
    if (!items.length) return;
    const text = comment.trim();
    if (action === 'return' && !text) {
      setCommentError(true);
      return;
    }
    setCommentError(false);
    const ok = await confirm(action === 'approve' ? 'inbox.batch.confirmApprove' : 'inbox.batch.confirmReturn', {
      params: { count: items.length },
      danger: action === 'return',
    });
    if (!ok) return;
    setProgress({ done: 0, count: items.length });
    // One request per form under its signing policy (batchSigning): the PIN asked once, a drawn form refused.
    const out: BatchResult[] = await signing.run(
      action,
      items.map((i) => i.id),
      text,
      (done) => setProgress({ done, count: items.length }),
    );
    setProgress(null);
    setResults(out);
    const done = out.filter((r) => r.ok).map((r) => r.id);
    remove(done);
    setPicked(new Set(out.filter((r) => !r.ok).map((r) => items.find((i) => i.id === r.id)!.key)));
    if (!out.some((r) => !r.ok)) setComment('');
    void list.refresh();
  });

  return {
    picking,
    picked,
    comment,
    setComment,
    commentError,
    progress,
    results,
    running,
    toggle,
    run,
    /** The signing PIN dialog of a batch; rendered with the batch bar. */
    element: signing.element,
    /** Starts or ends picking, with nothing picked and no results shown. */
    togglePicking: () => (setPicking((p) => !p), setPicked(new Set()), setResults(null)),
  };
}

export type Batch = ReturnType<typeof useBatch>;
