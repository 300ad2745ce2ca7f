import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $modals, closeModalsNotOn, setModalPageSource } from '../../../src/ui/Modal';
import { alertMessage, closeModal, confirm } from '../../../src/ui/dialogs';

/** SPEC 8: errors show in a single-button modal; several requests failing at once show it once. */
describe('the modal queue', () => {
  beforeEach(() => $modals.set([]));

  it('queues an identical error alert once, and every caller hears when it is dismissed', async () => {
    const first = alertMessage({ messageKey: 'error.getFailed' });
    const second = alertMessage({ messageKey: 'error.getFailed' });
    expect($modals.get()).toHaveLength(1);
    expect($modals.get()[0].showCancel).toBe(false);
    closeModal($modals.get()[0], true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect($modals.get()).toHaveLength(0);
  });

  it('keeps different messages and server texts apart, and never merges an alert into a confirmation', () => {
    void alertMessage({ messageKey: 'error.getFailed' });
    void alertMessage({ messageKey: 'error.timeout' });
    void alertMessage({ text: 'Form 4500012345 is locked' });
    void alertMessage({ text: 'Form 4500012346 is locked' });
    void confirm('confirm.logout');
    void alertMessage({ messageKey: 'confirm.logout' });
    expect($modals.get().map((m) => m.messageKey ?? m.text)).toEqual([
      'error.getFailed',
      'error.timeout',
      'Form 4500012345 is locked',
      'Form 4500012346 is locked',
      'confirm.logout',
      'confirm.logout',
    ]);
  });
});

/** A page's dialogs close when the user leaves the page (the shell tells the kit which page is showing). */
describe('dialogs belong to the page that asked for them', () => {
  let page = '/pages/SAP/processingInfo/feeApplication?id=FI0009-2400062';
  beforeEach(() => {
    $modals.set([]);
    setModalPageSource(() => page);
  });
  afterEach(() => setModalPageSource(() => ''));

  it('leaving the page closes its dialogs as cancelled; a dialog of the page the user is on stays', async () => {
    const unsupported = alertMessage({ titleKey: 'sap.unsupportedTitle', messageKey: 'error.formTypeUnsupported' });
    const ask = confirm('confirm.submit');
    page = '/pages/SAP/PDSProcessing/PDSProcessingFee';
    const here = alertMessage({ messageKey: 'error.getFailed' });
    closeModalsNotOn(page);
    await expect(Promise.all([unsupported, ask])).resolves.toEqual([false, false]);
    expect($modals.get().map((m) => m.messageKey)).toEqual(['error.getFailed']);
    closeModal($modals.get()[0], true);
    await expect(here).resolves.toBe(true);
  });

  it('the same path with another query is another page', () => {
    page = '/pages/SAP/processingInfo/purchaseOrder?id=4500000001';
    void alertMessage({ messageKey: 'error.getFailed' });
    closeModalsNotOn('/pages/SAP/processingInfo/purchaseOrder?id=4500000001');
    expect($modals.get()).toHaveLength(1);
    closeModalsNotOn('/pages/SAP/processingInfo/purchaseOrder?id=4500000002');
    expect($modals.get()).toHaveLength(0);
  });
});
