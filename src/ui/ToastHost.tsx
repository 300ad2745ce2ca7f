import { useStore } from '../framework';
import { $openDialogs } from './ModalDialog';
import { $toast } from './Toast';
import { ToastBox } from './ToastBox';

/** The toast itself; its code loads with the first toast (see App). While a modal dialog is open, it shows it. */
export function ToastHost() {
  const toast = useStore($toast);
  const inDialog = useStore($openDialogs).length > 0;
  return toast && !inDialog ? <ToastBox toast={toast} inDialog={false} /> : null;
}
