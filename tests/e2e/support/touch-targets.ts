import type { Page } from 'playwright-core';

/**
 * Issue 6, accessibility: every touch target is at least 44 by 44 CSS pixels on a 390 px phone. Measured:
 * buttons, links, inputs, selects, text areas and elements with role button, radio, tab, checkbox or link. A
 * check box, radio or file input with a larger label is measured by the label, the area a finger actually hits.
 * Not measured, per WCAG 2.5.8's inline exception: links inside a sentence (an <a> whose paragraph or list item
 * also holds text of its own), whose size is set by the line of text they sit in. Hidden and disabled controls
 * are skipped. The axe walk runs it on every page of its English pass (quality-a11y-suite.ts): labels are
 * longest in English, and sizes do not depend on the language otherwise.
 */
const MIN = 44;

interface Small {
  what: string;
  width: number;
  height: number;
}

/** Every target smaller than 44 x 44 in the widget, described by tag, role and name. */
export function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate((min) => {
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=radio], [role=tab], [role=checkbox], [role=link]';
    const out: { what: string; width: number; height: number }[] = [];
    const ownText = (el: Element) =>
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden=true],[inert]') || (el as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // WCAG 2.5.8 inline exception: a link in a sentence.
      const block = el.parentElement?.closest('p, li, dd, td, span');
      if (el.tagName === 'A' && style.display === 'inline' && block && ownText(block)) continue;
      let box = el.getBoundingClientRect();
      if (el.matches('input[type=checkbox], input[type=radio], input[type=file]')) {
        // A tap on the label works the control (a file input is often hidden inside a button-like label):
        // the label is the target when it is the larger.
        const label = el.closest('label') ?? (el.id ? root.querySelector(`label[for="${el.id}"]`) : null);
        const outer = label?.getBoundingClientRect();
        if (outer && outer.width * outer.height > box.width * box.height) box = outer;
      }
      if (box.width === 0 && box.height === 0) continue;
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const name = (
        el.getAttribute('aria-label') ||
        el.textContent ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        ''
      )
        .trim()
        .slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      out.push({
        what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}.${cls} "${name}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return out;
  }, MIN);
}
