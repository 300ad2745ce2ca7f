import { useEffect, useState, type ComponentType } from '../framework';
import type { ApiError } from '../http';
import { useT } from '../ui/hooks';
import { Loading } from '../ui/States';
import * as ui from '../ui/ui.css';
import { fileKind, looksLike, type FileKind } from './kind';
import { loadViewerMessages } from './messages';
import { ViewerMessage } from './Message';
import * as css from './viewer.css';

/** Where the bytes come from: a Blob in hand, a same-origin URL, or a loader (e.g. the http helper's download). */
export interface FileSource {
  name: string;
  /** MIME type, used when the name has no extension. */
  type?: string;
  blob?: Blob;
  url?: string;
  load?: () => Promise<Blob>;
}

export type { ViewerProps } from './viewerProps';
import type { ViewerProps } from './viewerProps';

type Loaded = { default: ComponentType<ViewerProps> };

/** Each viewer is its own lazy chunk: pdf.js and SheetJS are fetched only when such a file is opened. */
const VIEWERS: Record<Exclude<FileKind, 'unsupported'>, () => Promise<Loaded>> = {
  pdf: () => import('./pdf/PdfViewer'),
  sheet: () => import('./sheet/SheetViewer'),
  image: () => import('./image/ImageViewer'),
};

async function bytesOf(file: FileSource): Promise<Blob> {
  if (file.blob) return file.blob;
  if (file.load) return file.load();
  if (file.url) {
    const res = await fetch(file.url, { credentials: 'same-origin', referrerPolicy: 'no-referrer' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.blob();
  }
  throw new Error('no file source');
}

type State =
  | { step: 'loading' }
  | { step: 'unsupported' }
  | { step: 'broken' }
  | { step: 'failed'; text?: string }
  | { step: 'ready'; blob: Blob; Viewer: ComponentType<ViewerProps> };

/**
 * Opens any file: unsupported types get "This file type does not support viewing." (with the download offered
 * when `onDownload` is given, without fetching the file first), a file whose bytes do not match its type, an
 * empty one or one cut short gets the "damaged" message, a failed download offers a retry.
 */
export function FileViewer({ file, onDownload }: { file: FileSource; onDownload?: () => void }) {
  const t = useT();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const kind = fileKind(file.name, file.type ?? file.blob?.type);

  useEffect(() => {
    let live = true;
    const set = (s: State) => live && setState(s);
    setState({ step: 'loading' });
    void (async () => {
      await loadViewerMessages().catch(() => undefined);
      if (kind === 'unsupported') return set({ step: 'unsupported' });
      let blob: Blob;
      try {
        blob = await bytesOf(file);
      } catch (error) {
        return set({ step: 'failed', text: (error as ApiError)?.text });
      }
      const head = new Uint8Array(await blob.slice(0, 1024).arrayBuffer());
      const tail = new Uint8Array(await blob.slice(Math.max(0, blob.size - 1024)).arrayBuffer());
      if (blob.size === 0 || !looksLike(kind, file.name, head, tail)) return set({ step: 'broken' });
      try {
        const { default: Viewer } = await VIEWERS[kind]();
        set({ step: 'ready', blob, Viewer });
      } catch {
        set({ step: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [file.name, file.blob, file.url, attempt]);

  const download = onDownload ? (
    <button
      type="button"
      className={ui.button.secondary}
      onClick={onDownload}
      aria-label={t('viewer.downloadName', { name: file.name })}
    >
      {t('viewer.download')}
    </button>
  ) : null;

  return (
    <div className={css.root} data-file-kind={kind}>
      {state.step === 'loading' && <Loading />}
      {state.step === 'unsupported' && (
        <ViewerMessage text={t('error.fileTypeUnsupported')} testId="file-unsupported">
          {download}
        </ViewerMessage>
      )}
      {state.step === 'broken' && (
        <ViewerMessage text={t('viewer.broken')} testId="file-broken">
          {download}
        </ViewerMessage>
      )}
      {state.step === 'failed' && (
        <ViewerMessage text={state.text || t('error.getFailed')} testId="file-failed">
          <button type="button" className={ui.button.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </ViewerMessage>
      )}
      {state.step === 'ready' && (
        <state.Viewer data={state.blob} name={file.name} onBroken={() => setState({ step: 'broken' })} />
      )}
    </div>
  );
}
