/** What each viewer chunk receives. */
export interface ViewerProps {
  data: Blob;
  name: string;
  /** The viewer found the file damaged: the file viewer shows its message (with the download, when offered). */
  onBroken?: () => void;
}
