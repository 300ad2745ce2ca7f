import { useEffect, useStore } from '../../../src/framework';
import { $config } from '../../../src/config';
import type { PageProps } from '../../../src/router/area';
import { reLaunch } from '../../../src/router/navigation';
import { HOME_PATH } from '../../../src/router/paths';
import { safeReturn } from '../../../src/account/mode';
import { takeFirstPaint } from '../../../src/account/firstPaint';
import { loggedIn, logout } from '../../../src/session';
import { DomSlot } from '../../../src/ui/DomSlot';
import { loginPage } from '../loginPage';

/**
 * The entry page ('/' and /pages/login/login), built without the framework (../loginPage.ts): the one the loader
 * painted is taken over as it is, else it is built here. `clear=1` means the user arrived by logout: whatever
 * session is left is cleared. `redirect` is the page to return to after signing in.
 */
export function Login({ query }: PageProps) {
  const { demo } = useStore($config);
  const target = safeReturn(query.redirect) || HOME_PATH;
  useEffect(() => {
    if (query.clear === '1') logout();
    else if (loggedIn()) reLaunch(target);
  }, []);
  return <DomSlot build={(slot) => takeFirstPaint(slot) ?? slot.appendChild(loginPage({ target, demo }))} />;
}
