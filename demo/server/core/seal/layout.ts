import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

/** A4 portrait, in points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);

/** Control and direction-override characters would move or hide text in a viewer: they print as spaces. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The most characters of one value the PDF prints; the digest covers the whole value. */
const MAX_VALUE_CHARS = 400;

export function printable(text: string): string {
  const clean = text.replace(UNPRINTABLE, ' ');
  return clean.length > MAX_VALUE_CHARS ? `${clean.slice(0, MAX_VALUE_CHARS)}…` : clean;
}

/** Writes text top to bottom across as many pages as it needs, wrapping by character (CJK has no spaces). */
export class PageWriter {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const ch of printable(text)) {
      if (line && this.font.widthOfTextAtSize(line + ch, size) > width) {
        lines.push(line);
        line = ch.trimStart();
      } else line += ch;
    }
    lines.push(line);
    return lines;
  }

  text(text: string, size = 10, options: { indent?: number; grey?: boolean; gap?: number } = {}): void {
    const indent = options.indent ?? 0;
    const width = PAGE[0] - 2 * MARGIN - indent;
    for (const line of this.wrap(text, size, width)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font: this.font,
        color: options.grey ? GREY : rgb(0, 0, 0),
      });
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string): void {
    this.room(40);
    this.y -= 8;
    this.text(text, 15, { gap: 4 });
  }

  /** A label and its value on one wrapped line, the label in grey. */
  field(label: string, value: string, indent = 0): void {
    this.text(`${label}: ${value}`, 9.5, { indent });
  }

  image(image: PDFImage, maxWidth: number, maxHeight: number, indent = 0): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    this.room(h + 6);
    this.y -= h + 6;
    this.page.drawRectangle({
      x: MARGIN + indent,
      y: this.y,
      width: w,
      height: h,
      borderColor: GREY,
      borderWidth: 0.5,
    });
    this.page.drawImage(image, { x: MARGIN + indent, y: this.y, width: w, height: h });
  }

  rule(): void {
    this.room(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 6;
  }

  /** The first page, for the signature's widget. */
  get firstPage(): PDFPage {
    return this.doc.getPage(0);
  }
}
