import { downloadButton as button } from './viewer.css';

/** The secondary action beside a file in a list: a download arrow with a 44 px target; the label names the file. */
export function DownloadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={button}
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid="file-download"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
      </svg>
    </button>
  );
}
