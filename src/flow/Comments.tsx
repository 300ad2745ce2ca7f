import { flowTransferApi, type FlowView } from '../api/flow';
import * as fcss from '../forms/forms.css';
import { useEffect, useState } from '../framework';
import { download } from '../http/transfer';
import { useT } from '../ui/hooks';
import { PanZoom } from '../viewers/image/PanZoom';
import { ModalDialog } from '../ui/ModalDialog';
import * as ui from '../ui/ui.css';
import * as css from './flow.css';

type FlowFile = FlowView['comments'][number]['files'][number];
const pathOf = (f: FlowFile) => flowTransferApi.download.path.replace(':fileId', encodeURIComponent(f.id));

/** A photo of a comment: a thumbnail that opens in the image viewer; any other file is a named button. */
function Photo({ file, onOpen }: { file: FlowFile; onOpen: (url: string, name: string) => void }) {
  const t = useT();
  const [url, setUrl] = useState('');
  const image = file.mime.startsWith('image/');
  useEffect(() => {
    if (!image) return;
    let made = '';
    void download('bpm', pathOf(file)).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.id]);
  const open = async () => {
    if (url) return onOpen(url, file.name);
    const blob = await download('bpm', pathOf(file)).catch(() => null);
    if (blob) onOpen(URL.createObjectURL(blob), file.name);
  };
  return (
    <li>
      <button
        type="button"
        className={ui.button.ghost}
        aria-label={t('flow.openFile', { name: file.name })}
        onClick={() => void open()}
      >
        {image && url ? (
          <img src={url} alt="" className={css.thumb} />
        ) : (
          <span className={ui.wrapAny}>{file.name}</span>
        )}
      </button>
    </li>
  );
}

/** The comment thread: author, on behalf of, time, text (always as text), @mentions, photos and files. */
export function Comments({ view }: { view: FlowView }) {
  const t = useT();
  const [zoom, setZoom] = useState<{ url: string; name: string } | null>(null);
  if (!view.comments.length) return null;
  return (
    <section className={fcss.section} aria-label={t('flow.comments')}>
      <h2 className={fcss.sectionTitle}>{t('flow.comments')}</h2>
      <ol className={fcss.timeline} data-testid="flow-comments">
        {view.comments.map((c) => (
          <li key={c.id} className={ui.stack}>
            <div className={fcss.stepHead}>
              <span className={`${fcss.stepName} ${ui.wrapAny}`}>{c.authorName}</span>
              <span className={ui.muted}>{c.at}</span>
            </div>
            {c.onBehalfOfName && (
              <div className={css.note}>{t('flow.onBehalf', { by: c.authorName, name: c.onBehalfOfName })}</div>
            )}
            <p className={fcss.stepComment}>{c.text}</p>
            {c.mentions.length > 0 && (
              <div className={css.note}>
                {t('flow.mentioned', { names: c.mentions.map((m) => m.userName).join(t('join.list')) })}
              </div>
            )}
            {c.files.length > 0 && (
              <ul className={css.thumbs}>
                {c.files.map((f) => (
                  <Photo key={f.id} file={f} onOpen={(url, name) => setZoom({ url, name })} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {zoom && (
        <ModalDialog label={zoom.name} onCancel={() => setZoom(null)}>
          <div className={css.viewer}>
            <PanZoom src={zoom.url} alt={zoom.name} />
            <button type="button" className={ui.button.secondary} onClick={() => setZoom(null)}>
              {t('flow.close')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
