import type { SapFormDetail } from '../../src/api/sap';
import {
  canPaint,
  hostOf,
  prepareLocale,
  releaseWhenLeaving,
  showPaint,
  type FirstPaintControl,
  type FirstPaintOptions,
} from '../../src/account/paint';
import { LAUNCH_SLOT, slot, type LaunchAnswer } from '../../src/http/launchRead';
import { parsed, payloadOf, succeeded } from '../../src/http/success';
import { $locale, registerMessages, t } from '../../src/i18n';
import { ensureKit } from '../../src/i18n/kit';
import { firstPath, HOME_PATH } from '../../src/router/paths';
import * as ui from '../../src/ui/ui.css';
import * as layout from '../../src/ui/layout.css';
import { h } from '../../src/ui/dom';
import { svgIcon } from '../../src/ui/svgIcon';
import { failedControl, pageFrame, problemBox } from '../../src/account/paintParts';
import { sapMessages } from './messages';
import { findSpec, typeTitleKey } from './registry';
import { filesRoute, flowRoute, processingRoute, STATUS_KEYS, STATUS_TONE, summaryItems } from './summary';
import * as css from './sap.css';

/**
 * A form opened from a chat link, painted before the framework. The launch has already read the form
 * (loader/deepLink.ts); once that answer is here, the page's frame and the form's summary (number, status, applicant,
 * amount, signer: ./parts/FormDetail.tsx, from the same ./summary.ts) are drawn with plain DOM and the same classes,
 * while the framework's code is still on its way or starting. The processing-info page takes over in the task in
 * which it shows the form (src/account/firstPaint.ts) and adds the sections, attachments, sign flow and decision.
 * Nothing is painted for an answer that is not a good one for this route: the page reports it, once.
 */

/** How long the paint waits for the launch read: a slower one leaves the page to the framework's loading frame. */
export const PAINT_WAIT_MS = 1500;

export async function paintForm(
  element: Element,
  options: FirstPaintOptions,
  hash: string,
): Promise<FirstPaintControl | undefined> {
  const read = slot[LAUNCH_SLOT];
  if (!read || !canPaint(options.theme)) return undefined;
  const path = firstPath(hash);
  const answer = await Promise.race([
    read.answer.catch(() => undefined),
    new Promise<undefined>((done) => setTimeout(done, PAINT_WAIT_MS)),
  ]);
  const form = answer && formOf(answer);
  if (!form || !findSpec(form.type, form.subType) || firstPath(processingRoute(form.type, form.id)) !== path) return;
  registerMessages(sapMessages);
  await prepareLocale(options);
  // The sign states' labels are core strings that a first screen does not show otherwise.
  await ensureKit();
  const host = hostOf(element, options);
  const problem = problemBox();
  const back = h(
    'button',
    { type: 'button', class: layout.navButton, 'aria-label': t('common.back') },
    svgIcon('back'),
  );
  // Opened from a chat message, there is no page before this one: back is home, as the framework's page does.
  back.addEventListener('click', () => location.replace(`#${HOME_PATH}`));
  const page = pageFrame(
    t(`sap.type.${form.type}`),
    [back],
    problem,
    h('div', {}, h('div', { 'data-form-type': form.type }, summary(form))),
  );
  if (!showPaint(host, page)) return undefined;
  releaseWhenLeaving(host, (next) => firstPath(next) === path);
  return failedControl(problem);
}

/** The summary as the framework's page draws it (./parts/FormDetail.tsx Summary). */
function summary(form: SapFormDetail): HTMLElement {
  const items = summaryItems(form, $locale.get());
  const link = (href: string, text: string) => h('a', { href: `#${href}`, class: css.linkButton }, text);
  return h(
    'section',
    { class: css.summary, 'aria-label': t('sap.summary') },
    h(
      'div',
      { class: css.summaryHead },
      h(
        'div',
        {},
        h('div', { class: css.summaryType }, t(typeTitleKey(form.type, form.subType))),
        h('h2', { class: css.summaryNo }, form.id),
      ),
      h(
        'span',
        { class: `${ui.badge} ${STATUS_TONE[form.status]}`, 'data-testid': 'form-status' },
        t(STATUS_KEYS[form.status]),
      ),
    ),
    h('p', { class: ui.wrapAny }, form.title),
    h(
      'dl',
      { class: css.summaryGrid },
      ...items.map(([key, value]) =>
        h('div', {}, h('dt', { class: ui.muted }, t(key)), h('dd', { class: ui.wrapAny }, value)),
      ),
    ),
    h(
      'div',
      { class: css.links },
      link(flowRoute(form.id), t('sap.flow')),
      link(filesRoute(form.id), t('sap.files', { count: form.files.length })),
    ),
  );
}

/**
 * The form in a good answer, if it has the summary's fields in their types (a server may send anything: what
 * does not fit is left to the page, which reports it).
 */
export function formOf(answer: LaunchAnswer): SapFormDetail | undefined {
  const body = parsed(answer.body);
  if (!succeeded(answer.status, body, answer.headers.get('content-type'))) return undefined;
  const form = payloadOf<Record<string, unknown>>(body);
  if (!form || typeof form !== 'object') return undefined;
  const text = ['id', 'type', 'title', 'applicantName', 'applicantNo', 'department', 'createdAt', 'updatedAt'];
  const fits =
    text.every((key) => typeof form[key] === 'string') &&
    ['subType', 'currency', 'assigneeName'].every((key) => form[key] === undefined || typeof form[key] === 'string') &&
    (form.amount === null || typeof form.amount === 'number') &&
    Object.hasOwn(STATUS_KEYS, form.status as string) &&
    Array.isArray(form.files);
  return fits ? (form as unknown as SapFormDetail) : undefined;
}
