import { useStore } from '../framework';
import { $config } from '../config';
import { DomSlot } from '../ui/DomSlot';
import { loginForm, type LoginFormOptions } from './form';

/** The login form (./form.ts) in a page of the framework: the SRM and QMS logins. */
export function LoginForm({ system, target }: Pick<LoginFormOptions, 'system' | 'target'>) {
  const { demo } = useStore($config);
  return <DomSlot build={(slot) => slot.appendChild(loginForm({ system, target, demo }))} />;
}
