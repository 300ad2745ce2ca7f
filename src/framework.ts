/**
 * The one file that names the UI framework. Everything else imports hooks and helpers from here, so the
 * default Preact build (react -> preact/compat) and the React build differ by one alias in tsup.config.ts.
 */
export {
  Component,
  Fragment,
  Suspense,
  createContext,
  createElement,
  lazy,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
export type {
  ComponentType,
  CSSProperties,
  FormEvent,
  KeyboardEvent,
  MouseEvent,
  PointerEvent,
  ReactNode,
  RefObject,
  TouchEvent,
  ChangeEvent,
} from 'react';
export { createPortal } from 'react-dom';
export { createRoot, type Root } from 'react-dom/client';
export { useStore } from '@nanostores/react';
