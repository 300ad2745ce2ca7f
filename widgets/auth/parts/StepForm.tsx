import type { ReactNode } from '../../../src/framework';
import { ui } from '../../../src/ui';

/** One step of binding as a card form: submitting runs the step's action and never reloads the page. */
export function StepForm({ onSubmit, children }: { onSubmit: () => Promise<unknown>; children: ReactNode }) {
  return (
    <form
      className={`${ui.card} ${ui.stack}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
