import type { Page } from 'playwright-core';

/**
 * WCAG 2.5.3 Label in Name (level A), which axe does not check: every control whose name is given apart from its
 * content (aria-label, aria-labelledby) has a name that contains its visible text, so a voice-control user who
 * says what they see reaches it. Visible text is what is shown and not hidden from assistive technology (a "+"
 * glyph marked aria-hidden is a symbol, not a label). The axe walk (quality-a11y-suite.ts) runs it on every route.
 *
 * Answers the controls in the widget whose name does not contain their visible text, as "visible text → name".
 */
export async function labelMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-esign-mount]')?.shadowRoot ?? document;
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
    const hidden = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) if (e.getAttribute('aria-hidden') === 'true') return true;
      return false;
    };
    // As the accessible name is computed from content: a box that is not inline (a flex item, a block) is set
    // apart by spaces, so "王建國" over "10101 · 資訊部" reads "王建國 10101 · 資訊部".
    const visibleText = (el: Element): string => {
      let text = '';
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
        else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden') return;
          const apart = !style.display.startsWith('inline') && style.display !== 'contents';
          if (apart) text += ' ';
          node.childNodes.forEach(walk);
          if (apart) text += ' ';
        }
      };
      el.childNodes.forEach(walk);
      return norm(text);
    };
    const nameOf = (el: Element): string | null => {
      const by = el.getAttribute('aria-labelledby');
      if (by)
        return norm(
          by
            .split(/\s+/)
            .map((id) => (el.getRootNode() as Document).getElementById(id)?.textContent ?? '')
            .join(' '),
        );
      const label = el.getAttribute('aria-label');
      return label === null ? null : norm(label);
    };
    const controls = root.querySelectorAll(
      'button, a[href], [role=button], [role=link], [role=tab], [role=menuitem], [role=checkbox], [role=radio], [role=switch], [role=option], summary',
    );
    const out: string[] = [];
    for (const el of controls) {
      if (hidden(el) || !(el as HTMLElement).offsetParent) continue;
      const name = nameOf(el);
      const text = visibleText(el);
      if (name === null || !text) continue;
      if (!name.includes(text)) out.push(`${text} → ${name}`);
    }
    return out;
  });
}
