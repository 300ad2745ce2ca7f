import { beforeEach, describe, expect, it } from 'vitest';
import { $modals, alertMessage, closeModal, confirm } from '../../../src/ui/Modal';

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
