import { createContext, useContext } from '../framework';

/**
 * What the kit needs of navigation, passed in from above: the router sits on top of the kit (its pages and
 * failure views are built from it), so the kit never imports the router. The shell provides the router's
 * navigation; without a provider (a component rendered on its own) the browser's history is used.
 */
export interface UiNavigation {
  /** The navigation bar's back button. */
  back: () => void;
}

export const NavigationContext = createContext<UiNavigation>({ back: () => history.back() });

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): UiNavigation {
  return useContext(NavigationContext);
}
