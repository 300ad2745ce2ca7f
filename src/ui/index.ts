/** The shared UI kit. Areas import from here, never from each other. */
export { Page, NavBar, type PageProps } from './Page';
export { NavigationProvider, useNavigation, type UiNavigation } from './navigation';
export { showModal, confirm, alertMessage, type ModalOptions } from './Modal';
export { showToast, TOAST_MS } from './Toast';
export { PullToRefresh } from './PullToRefresh';
export { DatePicker, TimePicker } from './Pickers';
export { Watermark } from './Watermark';
export { ImageZoom } from './ImageZoom';
export { Loading, Empty, ErrorView, LOADING_DELAY_MS } from './States';
export { InfiniteList } from './InfiniteList';
export { usePagedList, type PagedList } from './usePagedList';
export { Icon, type IconName } from './icons';
export { FileButton } from './FileButton';
export { Field, type FieldProps, type FieldControlProps } from './Field';
export { useT, useBigScreen, useDebounced, useMounted, useSingleFlight, debounce, DEBOUNCE_MS } from './hooks';
export { formatDate, formatDateTime, formatMoney, formatNumber, DATE_FORMAT, DATE_TIME_FORMAT } from './format';
export * as ui from './ui.css';
export { vars } from './styles/theme.css';
