import { useEffect, useState } from '../../framework';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import type { ViewerProps } from '../viewerProps';
import { ViewerMessage } from '../Message';
import * as css from './image.css';
import { PanZoom } from './PanZoom';

/**
 * Images open in PanZoom (zoom 1x to 4x by pinch, double tap, wheel, buttons, keys; a zoomed picture moves
 * with one finger, the mouse or the arrow keys). The image is decoded
 * first, so a broken file shows the "damaged" message instead of a broken-image icon.
 */
export default function ImageViewer({ data, name, onBroken }: ViewerProps) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => void (broken && onBroken?.()), [broken]);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(data);
    let live = true;
    const probe = new Image();
    probe.src = objectUrl;
    probe.decode().then(
      () => live && setUrl(objectUrl),
      () => live && setBroken(true),
    );
    return () => {
      live = false;
      URL.revokeObjectURL(objectUrl);
    };
  }, [data]);
  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  if (!url) return <Loading delayMs={0} />;
  return (
    <div data-testid="image-viewer" className={css.viewer}>
      <PanZoom src={url} alt={name} />
    </div>
  );
}
