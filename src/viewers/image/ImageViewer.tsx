import { useEffect, useState } from '../../framework';
import { ImageZoom } from '../../ui/ImageZoom';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import type { ViewerProps } from '../FileViewer';
import { ViewerMessage } from '../Message';

/**
 * Images open in the shared ImageZoom (pinch, double tap, wheel, buttons; 1x to 4x). The image is decoded
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
    <div data-testid="image-viewer" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <ImageZoom src={url} alt={name} />
    </div>
  );
}
