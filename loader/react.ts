/**
 * `esign-client/react`: the widget as a React component, for hosts on React 18 or 19. The host's React renders an
 * empty element; the widget mounts into it on the client (loader.js, with its own Preact inside), so server
 * rendering and hydration see the same markup and importing this file on a server touches nothing.
 *
 *   <EsignWidget apiBase="https://api.example.com" routing="memory" onTodo={({ total }) => setBadge(total)} ref={handle} />
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
// The built entry imports the built loader (tsup.config.ts): one loader, one widget runtime, however it is reached.
import { mount } from './public';
import type { EsignEventName, EsignEvents, EsignHandle, EsignUpdate, MountOptions } from './types';

export type * from './types';

/** The `on<Event>` props: each event of the handle, by its React name. */
export interface EsignWidgetEvents {
  onReady?: (detail: EsignEvents['ready']) => void;
  onRoute?: (detail: EsignEvents['route']) => void;
  onTodo?: (detail: EsignEvents['todo']) => void;
  onLogin?: (detail: EsignEvents['login']) => void;
  onLogout?: (detail: EsignEvents['logout']) => void;
  onSessionExpired?: (detail: EsignEvents['sessionExpired']) => void;
  onError?: (detail: EsignEvents['error']) => void;
}

export interface EsignWidgetProps extends MountOptions, EsignWidgetEvents {
  id?: string;
  className?: string;
  style?: CSSProperties;
}

const EVENTS: [EsignEventName, keyof EsignWidgetEvents][] = [
  ['ready', 'onReady'],
  ['route', 'onRoute'],
  ['todo', 'onTodo'],
  ['login', 'onLogin'],
  ['logout', 'onLogout'],
  ['sessionExpired', 'onSessionExpired'],
  ['error', 'onError'],
];

/** What may change after mount: given to the handle's `update` when it does. */
const updatable = ({ locale, theme, services, apiBase, session }: EsignWidgetProps): EsignUpdate => ({
  locale,
  theme,
  services,
  apiBase,
  session,
});

/**
 * The widget. Options are read at mount; `locale`, `theme`, `services`, `apiBase` and `session` follow the props
 * after it. The ref is the handle (`navigate`, `route`, `ready`, `update`, …), null until mounted.
 */
export const EsignWidget = forwardRef<EsignHandle | null, EsignWidgetProps>(function EsignWidget(props, ref) {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [handle, setHandle] = useState<EsignHandle | null>(null);
  const changes = JSON.stringify(updatable(props));
  const applied = useRef(changes);

  useEffect(() => {
    const { id: _id, className: _c, style: _s, ...options } = latest.current;
    const widget = mount(element.current as HTMLDivElement, options);
    // Listeners read the latest props: a new callback each render needs no remount.
    for (const [event, prop] of EVENTS)
      widget.on(event, (detail) => (latest.current[prop] as ((d: typeof detail) => void) | undefined)?.(detail));
    applied.current = JSON.stringify(updatable(latest.current));
    setHandle(() => widget);
    return () => {
      widget.unmount();
      setHandle(null);
    };
  }, []);

  useEffect(() => {
    if (!handle || changes === applied.current) return;
    applied.current = changes;
    handle.update(updatable(latest.current));
  }, [handle, changes]);

  useImperativeHandle(ref, () => handle as EsignHandle, [handle]);
  return createElement('div', { ref: element, id: props.id, className: props.className, style: props.style });
});
